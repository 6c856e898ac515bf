/// The preview page: one HTML document with its style and script, served from memory (no file, no remote asset).
enum PreviewPage {
    static let html = #"""
        <!doctype html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <title>chatshot preview</title>
        <style>
          :root { color-scheme: light dark; --bg: #f1f3f5; --card: #fff; --text: #1d1f24; --muted: #6b7280; --error: #c62828; }
          @media (prefers-color-scheme: dark) { :root { --bg: #1c1c1e; --card: #2c2c2e; --text: #ececf1; --muted: #a1a1aa; --error: #ff6b6b; } }
          body { margin: 0; font: 14px/1.4 system-ui, sans-serif; background: var(--bg); color: var(--text); }
          header { position: sticky; top: 0; z-index: 2; background: var(--card); padding: 10px 16px; box-shadow: 0 1px 3px #0003; }
          header h1 { font-size: 16px; margin: 0 12px 0 0; display: inline; }
          #status { font-size: 12px; color: var(--muted); }
          #status.live::before { content: "● "; color: #2e9d4c; }
          #status.off::before { content: "● "; color: var(--error); }
          .error { color: var(--error); font-family: ui-monospace, monospace; font-size: 12px; white-space: pre-wrap; margin: 6px 0; }
          .error:empty { display: none; }
          #try { display: flex; flex-wrap: wrap; gap: 12px; align-items: center; margin-top: 8px; font-size: 13px; }
          #try label { display: flex; gap: 4px; align-items: center; }
          #lines { margin: 8px 0 0; padding: 8px; background: var(--bg); border-radius: 6px; font-size: 12px; }
          #lines:empty, #lines[hidden] { display: none; }
          main { display: flex; flex-wrap: wrap; gap: 20px; padding: 20px; align-items: flex-start; }
          .shot { background: var(--card); border-radius: 10px; padding: 10px; box-shadow: 0 1px 4px #0002; }
          .shot h2 { font-size: 13px; margin: 0 0 6px; font-weight: 600; }
          .shot .modes { font-size: 12px; margin-bottom: 6px; }
          .frame { position: relative; display: inline-block; line-height: 0; }
          .frame img { max-width: 46vw; height: auto; }
          .frame img.stale { opacity: .55; }
          .frame .over { position: absolute; inset: 0; overflow: hidden; }
          .frame .over img { max-width: none; }
          .shot input[type=range].split { width: 100%; }
        </style>
        </head>
        <body>
        <header>
          <h1>chatshot preview</h1><span id="status" class="off">connecting</span>
          <div id="problem" class="error"></div>
          <div id="try">
            <label>Tint <input type="color" id="tint" value="#0088ff"></label>
            <label>Palette <select id="paletteName"></select><input type="color" id="paletteColor" value="#ff2d55"></label>
            <label>Font <select id="fontName"></select><select id="family"><option value="">(default)</option></select></label>
            <label>Bubble radius <input type="range" id="radius" min="0" max="30" step="1" value="18"><output id="radiusValue"></output></label>
            <button id="reset" type="button">Reset</button>
            <button id="showLines" type="button">Manifest lines</button>
          </div>
          <pre id="lines" hidden></pre>
        </header>
        <main id="shots"></main>
        <script>
        "use strict";
        const tried = new Map();          // KEY -> VALUE, in the order tried
        const cards = new Map();          // id -> {root, version}
        let lastState = null;

        function el(tag, props = {}, ...children) {
          const e = document.createElement(tag);
          Object.assign(e, props);
          for (const c of children) e.append(c);
          return e;
        }

        function card(shot) {
          const img = el("img", {alt: shot.name, className: "current"});
          const frame = el("div", {className: "frame"}, img);
          const root = el("section", {className: "shot"}, el("h2", {textContent: shot.name}), el("div", {className: "error"}));
          root.dataset.id = shot.id;
          if (shot.hasBaseline) {
            const modes = el("div", {className: "modes"});
            for (const mode of ["current", "baseline", "diff", "slider"]) {
              const radio = el("input", {type: "radio", name: "mode" + shot.id, value: mode, checked: mode === "current"});
              radio.addEventListener("change", () => showMode(root, mode));
              modes.append(el("label", {}, radio, " " + mode + " "));
            }
            const over = el("div", {className: "over", hidden: true}, el("img", {className: "baseline", alt: "baseline"}));
            frame.append(over);
            const split = el("input", {type: "range", className: "split", min: 0, max: 100, value: 50, hidden: true});
            split.addEventListener("input", () => { over.style.width = split.value + "%"; });
            over.style.width = "50%";
            root.append(modes, frame, split);
          } else {
            root.append(frame);
          }
          document.getElementById("shots").append(root);
          return {root, version: -1, mode: "current"};
        }

        function showMode(root, mode) {
          const c = cards.get(Number(root.dataset.id));
          c.mode = mode;
          updateImages(c, lastState.shots.find(s => s.id === Number(root.dataset.id)));
        }

        function updateImages(c, shot) {
          const img = c.root.querySelector("img.current");
          const over = c.root.querySelector(".over");
          const split = c.root.querySelector("input.split");
          const source = {current: "image", baseline: "baseline", diff: "diff", slider: "image"}[c.mode];
          // A broken shot keeps its last good picture (dimmed) and the error above it.
          if (shot.hasPicture && (!shot.error || !img.getAttribute("src"))) {
            img.src = "/" + source + "/" + shot.id + "?v=" + shot.key;
            img.dataset.version = shot.version;
          }
          img.classList.toggle("stale", !!shot.error);
          if (over) {
            over.hidden = c.mode !== "slider";
            split.hidden = c.mode !== "slider";
            const b = over.querySelector("img");
            if (c.mode === "slider") { b.src = "/baseline/" + shot.id + "?v=" + shot.key; b.style.width = img.clientWidth + "px"; }
          }
        }

        function apply(state) {
          lastState = state;
          document.body.dataset.generation = state.generation;
          document.getElementById("problem").textContent = state.error || "";
          const seen = new Set();
          for (const shot of state.shots) {
            seen.add(shot.id);
            shot.key = state.instance + "-" + shot.version;
            let c = cards.get(shot.id);
            if (c && c.root.querySelector("h2").textContent !== shot.name) { c.root.remove(); c = null; }
            if (!c) { c = card(shot); cards.set(shot.id, c); }
            c.root.querySelector(".error").textContent = shot.error || "";
            if (c.version !== shot.key) { c.version = shot.key; updateImages(c, shot); }
          }
          for (const [id, c] of cards) if (!seen.has(id)) { c.root.remove(); cards.delete(id); }
          document.getElementById("lines").textContent = state.manifest;
        }

        function connect() {
          const status = document.getElementById("status");
          const events = new EventSource("/events");
          events.onopen = () => { status.className = "live"; status.textContent = "live"; };
          events.onmessage = e => apply(JSON.parse(e.data));
          events.onerror = () => { status.className = "off"; status.textContent = "reconnecting"; };
        }

        let timer = null;
        function tryValue(key, value) {
          if (value === null) tried.delete(key); else tried.set(key, value);
          clearTimeout(timer);
          timer = setTimeout(send, 250);
        }
        async function send() {
          const sets = [...tried].map(([k, v]) => k + "=" + v);
          await fetch("/try", {method: "POST", headers: {"Content-Type": "application/json"}, body: JSON.stringify({sets})});
        }

        async function setUp() {
          const options = await (await fetch("/options")).json();
          const palette = document.getElementById("paletteName");
          for (const name of options.palette) palette.append(el("option", {value: name, textContent: name}));
          palette.value = "chatBackgroundOutgoing";
          const fonts = document.getElementById("fontName");
          for (const name of options.fonts) fonts.append(el("option", {value: name, textContent: name}));
          fonts.value = "body";
          const family = document.getElementById("family");
          for (const name of options.families) family.append(el("option", {value: name, textContent: name}));
          const hex = v => v.toUpperCase();
          document.getElementById("tint").addEventListener("change", e => tryValue("appearance.tintColor", hex(e.target.value)));
          document.getElementById("paletteColor").addEventListener("change", e =>
            tryValue("appearance.colorPalette." + palette.value, hex(e.target.value)));
          family.addEventListener("change", () =>
            tryValue("appearance.fonts." + fonts.value + ".family", family.value === "" ? null : family.value));
          const radius = document.getElementById("radius");
          radius.addEventListener("input", () => {
            document.getElementById("radiusValue").textContent = radius.value;
            tryValue("components.messageBubbleView.cornerRadius", radius.value);
          });
          document.getElementById("reset").addEventListener("click", () => { tried.clear(); send(); });
          document.getElementById("showLines").addEventListener("click", () => {
            const lines = document.getElementById("lines");
            lines.hidden = !lines.hidden;
          });
        }

        setUp();
        connect();
        </script>
        </body>
        </html>
        """#
}
