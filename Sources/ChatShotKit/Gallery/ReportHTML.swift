import Foundation

/// `report.html`: one self-contained page (images next to it in `images/`) for a person deciding about a change.
///
/// - a header with the gallery, the baseline folder, the shards, the counts and the versions of chatshot, Cairo,
///   Pango and the font packages that rendered;
/// - a red box when shards or images are missing from a merged run;
/// - a list of every image with its status, linking to its card, and filters by status (changed, missing, stale,
///   error, passed); `report.html?status=changed,missing` opens with only those shown;
/// - a card per changed, missing, stale or broken image: expected, actual and diff side by side with the changed
///   region boxed, a slider and a toggle to compare in place, the measurements and the tightest passing settings;
///   a click on an image opens it at full size in a viewer that zooms (buttons, +/−/0 keys, Ctrl+wheel);
/// - a table of the passed images with their measurements.
extension CheckReport {
    static func h(_ s: String) -> String { xml(s) }

    /// The order of the filters.
    static let statuses: [ShotResult.Status] = [.changed, .missing, .stale, .error, .passed]

    /// The anchor of an image's card or row.
    static func anchor(_ s: ShotResult) -> String { "shot-" + s.name }

    public static func html(_ r: CheckResults) -> String {
        let failing = r.shots.filter { $0.status != .passed || $0.updated }
        let passing = r.shots.filter { $0.status == .passed && !$0.updated }
        let gaps = gaps(r)
        let title = "chatshot check — " + URL(fileURLWithPath: r.gallery).lastPathComponent
        var b = """
            <!DOCTYPE html>
            <html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
            <title>\(h(title))</title>
            <style>\(style)</style></head><body>
            <h1>\(h(title))</h1>
            <div class="sub">baseline <code>\(h(r.baseline))</code>\(r.shards.isEmpty ? "" : " · shards \(h(r.shards.joined(separator: ", ")))")\
            \(r.only.map { " · only <code>\(h($0.joined(separator: " ")))</code>" } ?? "") · \(r.shots.filter { $0.status != .stale }.count) of \(r.totalJobs) images</div>
            <div class="sub" id="versions">\(r.environment.map { h($0.summary) } ?? "versions not recorded")</div>
            <div class="counts"><span class="passed">\(r.count(.passed)) passed</span><span class="changed">\(r.count(.changed)) changed</span>\
            <span class="missing">\(r.count(.missing)) missing</span><span class="error">\(r.count(.error)) failed to render</span>\
            <span class="stale">\(r.count(.stale)) stale</span><span class="updated">\(r.updatedCount) baselines written</span></div>

            """
        let unchanged = r.shots.filter { $0.cache == .unchangedByInput }.count
        if unchanged > 0 {
            b +=
                "<div class=\"sub\" id=\"cache\">\(unchanged) unchanged by input: not rendered, their inputs made "
                + "exactly these baselines before (render cache)</div>\n"
        }
        if !gaps.isEmpty {
            b +=
                "<section class=\"gaps\" id=\"gaps\" data-status=\"missing\"><h2>Incomplete: not every image was checked</h2><ul>"
            for gap in gaps { b += "<li>\(h(gap.message))</li>" }
            b += "</ul>Re-run the missing shards and merge again; until then this run fails.</section>\n"
        }
        // Filters and the list of every image.
        b += "<nav class=\"filters\" id=\"filters\">show: "
        for status in statuses {
            let n = r.count(status) + (status == .missing ? gaps.count : 0)
            b +=
                "<label class=\"\(status.rawValue)\"><input type=\"checkbox\" class=\"filter\" value=\"\(status.rawValue)\" checked> \(status.rawValue) (\(n))</label> "
        }
        b += "<span id=\"visible-count\"></span></nav>\n"
        b += acceptCommand(r)
        b += "<ul class=\"list\" id=\"shots\">\n"
        for gap in gaps {
            b +=
                "<li data-status=\"missing\"><a href=\"#gaps\">\(h(gap.name))</a> <span class=\"badge missing\">missing</span></li>\n"
        }
        for s in failing + passing {
            b += "<li data-status=\"\(s.status.rawValue)\"><a href=\"#\(h(anchor(s)))\">\(h(s.fileName))</a> "
            b +=
                "<span class=\"badge \(s.status.rawValue)\">\(h(s.status.rawValue))\(s.updated ? ", written" : "")</span></li>\n"
        }
        b += "</ul>\n"
        for s in failing { b += card(s) }
        if !passing.isEmpty {
            b +=
                "<h2 class=\"passed-title\" data-status=\"passed\">Passed</h2><table data-status=\"passed\"><tr><th>image</th><th>differing pixels</th><th>threshold (or ΔE tolerance)</th><th>allowed</th><th>tightest passing threshold (or precision)</th></tr>\n"
            for s in passing {
                let d = s.diff
                b +=
                    "<tr id=\"\(h(anchor(s)))\" data-status=\"passed\"><td><code>\(h(s.fileName))</code></td><td>\(d.map { String($0.diffPixels) } ?? "–")</td>"
                b +=
                    "<td>\(h(d?.comparator == .deltaE ? d!.measure : ImageDiffResult.format(s.compare.threshold)))</td><td>\(d.map { ImageDiffResult.format($0.allowedDiffPixels) } ?? "–")</td>"
                let tightest = d?.tightestPassingThreshold ?? d?.tightestPassingPrecision
                b += "<td>\(tightest.map { ImageDiffResult.format($0) } ?? "–")</td></tr>\n"
            }
            b += "</table>\n"
        }
        b += """
            <p class="sub" style="margin-top:24px">A pixel differs when its YIQ colour distance exceeds 35215 × threshold² (pixelmatch 7.2 semantics); \
            anti-aliased pixels are ignored unless includeAA. With the delta-e comparator, a pixel differs when its CIEDE2000 \
            difference exceeds (1 − perceptual precision) × 100. Boxes mark the smallest rectangle holding every differing pixel.</p>
            <div id="viewer" hidden><div class="bar"><span id="viewer-name"></span> <button data-zoom="out">−</button> \
            <button data-zoom="1">1:1</button> <button data-zoom="in">+</button> <button data-zoom="fit">fit</button> \
            <span id="viewer-zoom"></span> <a id="viewer-open" target="_blank">open file</a> <button id="viewer-close">close (Esc)</button></div>\
            <div class="stage"><div class="frame"><img id="viewer-img" alt=""><div class="box" id="viewer-box" hidden></div></div></div></div>
            <script>\(script)</script>
            </body></html>

            """
        return b
    }

    /// The command that accepts the shown changed and missing images from the terminal, and its "copy" button: the
    /// page's script writes `chatshot check GALLERY --baseline BASELINE --update --only NAME…` from the filters and
    /// each card's "accept" box, quoting the paths for a POSIX shell.
    static func acceptCommand(_ r: CheckResults) -> String {
        guard r.shots.contains(where: { [.changed, .missing, .stale].contains($0.status) && !$0.updated }) else {
            return ""
        }
        return """
            <section class="accept" id="accept" data-gallery="\(h(r.gallery))" data-baseline="\(h(r.baseline))">\
            <b>Accept from the terminal</b> (the changed and missing images shown, with their box ticked): \
            <button id="copy-command">copy the command</button> <span id="copy-state"></span>\
            <pre id="accept-command"></pre><div id="accept-stale" class="sub" hidden>Stale baselines are removed by \
            <code>chatshot check … --prune</code> (a run of the whole gallery).</div></section>

            """
    }

    /// The card of one changed, missing, stale, broken or updated image.
    static func card(_ s: ShotResult) -> String {
        let status = s.updated && s.status != .error ? "\(s.status.rawValue), baseline written" : s.status.rawValue
        var b =
            "<section class=\"shot\" id=\"\(h(anchor(s)))\" data-status=\"\(s.status.rawValue)\"><h2><a href=\"#\(h(anchor(s)))\">\(h(s.fileName))</a>"
        b += "<span class=\"badge \(s.status.rawValue)\">\(h(status))</span>"
        if !s.updated, s.status == .changed || s.status == .missing {
            b +=
                " <label class=\"pick\"><input type=\"checkbox\" class=\"accept\" value=\"\(h(s.name))\" checked> accept</label>"
        }
        b += "</h2>\n<div class=\"meta\">\(metaLine(s))</div>\n"
        guard s.expectedImage != nil || s.actualImage != nil else { return b + "</section>\n" }
        // The box, in percent of the image, on every picture of the same size.
        var boxStyle: String? = nil
        var boxData = ""
        if let box = s.changedRegion, let d = s.diff, !d.sizeMismatch, d.width > 0, d.height > 0 {
            func pct(_ v: Int, _ of: Int) -> String { String(format: "%.4f%%", Double(v) * 100 / Double(of)) }
            boxStyle =
                "left:\(pct(box.x, d.width));top:\(pct(box.y, d.height));width:\(pct(box.width, d.width));height:\(pct(box.height, d.height))"
            boxData = " data-box=\"\(box.x),\(box.y),\(box.width),\(box.height)\""
            b +=
                "<div class=\"meta\">changed region: <b>\(box.width)×\(box.height)</b> pixels at (\(box.x), \(box.y))</div>\n"
        }
        func figure(_ caption: String, _ src: String, _ alt: String) -> String {
            "<figure><figcaption>\(caption)</figcaption><div class=\"frame\"><img class=\"zoomable\" src=\"\(h(src))\" alt=\"\(alt)\"\(boxData)>"
                + (boxStyle.map { "<div class=\"box\" style=\"\($0)\"></div>" } ?? "") + "</div></figure>"
        }
        b += "<div class=\"row\">"
        if let e = s.expectedImage { b += figure("expected (baseline)", e, "expected") }
        if let a = s.actualImage { b += figure("actual", a, "actual") }
        if let d = s.diffImage {
            b += figure("diff (red: changed, blue: darker in actual, yellow: anti-aliasing)", d, "diff")
        }
        if let e = s.expectedImage, let a = s.actualImage, s.diff?.sizeMismatch != true {
            b += """
                <div class="compare"><figcaption>slide: expected ◀ ▶ actual</figcaption><div style="position:relative">\
                <img src="\(h(a))" alt="actual"><img class="top" src="\(h(e))" alt="expected"></div>\
                <input type="range" min="0" max="100" value="50" oninput="this.parentNode.querySelector('.top').style.clipPath='inset(0 '+(100-this.value)+'% 0 0)'">\
                <button onclick="var t=this.parentNode.querySelector('.top');t.style.clipPath=t.style.clipPath==='inset(0px)'?'inset(0 100% 0 0)':'inset(0px)'">toggle expected / actual</button></div>
                """
        }
        return b + "</div>\n</section>\n"
    }

    static let style = """
        body{font:14px/1.45 -apple-system,system-ui,"Inter",sans-serif;margin:24px;color:#1b1d21;background:#f6f7f9}
        h1{font-size:20px;margin:0 0 4px} .sub{color:#666;margin-bottom:8px}
        .counts{margin:12px 0} .counts span{display:inline-block;margin-right:14px;font-weight:600}
        .passed{color:#1a7f37}.changed{color:#cf222e}.missing{color:#9a6700}.error{color:#8250df}.stale{color:#57606a}.updated{color:#0969da}
        .gaps{background:#ffebe9;border:2px solid #cf222e;border-radius:10px;padding:10px 16px;margin:16px 0;color:#82071e}
        .gaps h2{font-size:16px;margin:0 0 4px}
        .filters{position:sticky;top:0;background:#f6f7f9;padding:6px 0;z-index:2} .filters label{margin-right:12px;font-weight:600}
        .list{columns:3 260px;margin:8px 0 16px;padding-left:18px} .list li{break-inside:avoid}
        .shot{background:#fff;border:1px solid #dde0e4;border-radius:10px;padding:14px 16px;margin:16px 0}
        .shot h2{font-size:15px;margin:0 0 6px;font-family:ui-monospace,Menlo,monospace} .shot h2 a{color:inherit;text-decoration:none}
        .badge{font-size:12px;font-weight:700;text-transform:uppercase;margin-left:8px}
        .meta{color:#444;margin:4px 0 10px} .meta b{font-variant-numeric:tabular-nums}
        .row{display:flex;gap:12px;flex-wrap:wrap;align-items:flex-start}
        figure{margin:0;flex:1 1 0;min-width:160px;max-width:420px} figcaption{font-size:12px;color:#666;margin-bottom:4px}
        .frame{position:relative;line-height:0}
        figure img{width:100%;border:1px solid #ccc;box-sizing:border-box;cursor:zoom-in;background:repeating-conic-gradient(#eee 0 25%,#fff 0 50%) 0 0/16px 16px}
        .box{position:absolute;box-sizing:border-box;border:2px solid #ff00d4;outline:1px solid #fff;min-width:6px;min-height:6px;pointer-events:none}
        .compare{position:relative;max-width:420px;flex:1 1 0;min-width:160px}
        .compare img{width:100%;display:block;border:1px solid #ccc}
        .compare .top{position:absolute;left:0;top:0;width:100%;clip-path:inset(0 50% 0 0)}
        .compare input{width:100%} .compare button{margin-top:4px}
        table{border-collapse:collapse;background:#fff;width:100%} td,th{border-bottom:1px solid #eee;padding:4px 8px;text-align:left;font-variant-numeric:tabular-nums}
        code{font-family:ui-monospace,Menlo,monospace}
        [hidden]{display:none!important}
        .accept{background:#fff;border:1px solid #dde0e4;border-radius:10px;padding:8px 14px;margin:8px 0}
        .accept pre{white-space:pre-wrap;word-break:break-all;margin:6px 0 0;font:12px ui-monospace,Menlo,monospace}
        .pick{font:12px system-ui,sans-serif;margin-left:12px}
        #viewer{position:fixed;inset:0;background:rgba(20,22,26,.92);z-index:10;display:flex;flex-direction:column}
        #viewer .bar{color:#fff;padding:8px 12px;background:#111} #viewer .bar a{color:#9cf;margin:0 8px}
        #viewer .stage{flex:1;overflow:auto;padding:16px} #viewer .frame{display:inline-block}
        #viewer img{display:block;image-rendering:pixelated;background:#fff}
        """

    static let script = """
        (function(){
          var filters=[].slice.call(document.querySelectorAll('input.filter'));
          function apply(){
            var on={};filters.forEach(function(f){on[f.value]=f.checked});
            var n=0;
            document.querySelectorAll('[data-status]').forEach(function(el){
              var show=!!on[el.getAttribute('data-status')];
              el.hidden=!show;
              if(show&&el.parentNode.id==='shots')n++;
            });
            document.body.setAttribute('data-visible',n);
            document.getElementById('visible-count').textContent=n+' shown';
            command();
          }
          function quote(t){return /^[A-Za-z0-9._\\/=:@%+,-]+$/.test(t)?t:"'"+t.replace(/'/g,"'\\\\''")+"'"}
          function command(){
            var box=document.getElementById('accept');if(!box)return;
            var names=[].slice.call(document.querySelectorAll('input.accept')).filter(function(c){
              return c.checked&&!c.closest('.shot').hidden}).map(function(c){return c.value});
            var words=['chatshot','check',quote(box.getAttribute('data-gallery')),'--baseline',quote(box.getAttribute('data-baseline')),'--update'];
            names.forEach(function(n){words.push('--only',quote(n))});
            document.getElementById('accept-command').textContent=names.length?words.join(' '):'(no changed or missing image selected)';
            document.getElementById('copy-command').disabled=!names.length;
            var stale=[].slice.call(document.querySelectorAll('.shot[data-status=stale]')).some(function(e){return !e.hidden});
            document.getElementById('accept-stale').hidden=!stale;
          }
          document.querySelectorAll('input.accept').forEach(function(c){c.addEventListener('change',command)});
          var copy=document.getElementById('copy-command');
          if(copy)copy.addEventListener('click',function(){
            var text=document.getElementById('accept-command').textContent,state=document.getElementById('copy-state');
            function fallback(){var t=document.createElement('textarea');t.value=text;document.body.appendChild(t);t.select();
              var ok=false;try{ok=document.execCommand('copy')}catch(e){}t.remove();state.textContent=ok?'copied':'select the command and copy it'}
            if(navigator.clipboard&&navigator.clipboard.writeText){navigator.clipboard.writeText(text).then(function(){state.textContent='copied'},fallback)}else fallback();
          });
          filters.forEach(function(f){f.addEventListener('change',apply)});
          var wanted=new URLSearchParams(location.search).get('status');
          if(wanted!==null){var w=wanted.split(',');filters.forEach(function(f){f.checked=w.indexOf(f.value)>=0})}
          apply();
          var viewer=document.getElementById('viewer'),img=document.getElementById('viewer-img'),box=document.getElementById('viewer-box');
          var zoom=1;
          function draw(){
            img.style.width=(img.naturalWidth*zoom)+'px';
            var b=img.getAttribute('data-box');
            box.hidden=!b;
            if(b){var v=b.split(',').map(Number);box.style.left=v[0]*zoom+'px';box.style.top=v[1]*zoom+'px';box.style.width=v[2]*zoom+'px';box.style.height=v[3]*zoom+'px'}
            document.getElementById('viewer-zoom').textContent=Math.round(zoom*100)+'%';
          }
          function fit(){var s=viewer.querySelector('.stage');zoom=Math.min(1,(s.clientWidth-32)/img.naturalWidth,(s.clientHeight-32)/img.naturalHeight);draw()}
          function open(src,alt,b){
            if(b)img.setAttribute('data-box',b);else img.removeAttribute('data-box');
            img.onload=function(){zoom=1;draw()};img.src=src;
            document.getElementById('viewer-name').textContent=alt+' — '+src;
            document.getElementById('viewer-open').href=src;
            viewer.hidden=false;
          }
          function close(){viewer.hidden=true}
          document.querySelectorAll('img.zoomable').forEach(function(i){
            i.addEventListener('click',function(){open(i.getAttribute('src'),i.alt,i.getAttribute('data-box'))});
          });
          viewer.querySelectorAll('[data-zoom]').forEach(function(btn){btn.addEventListener('click',function(){
            var z=btn.getAttribute('data-zoom');
            if(z==='in')zoom*=1.5;else if(z==='out')zoom/=1.5;else if(z==='fit'){fit();return}else zoom=1;
            draw();
          })});
          document.getElementById('viewer-close').addEventListener('click',close);
          viewer.addEventListener('wheel',function(e){if(!e.ctrlKey)return;e.preventDefault();zoom*=e.deltaY<0?1.25:0.8;draw()},{passive:false});
          document.addEventListener('keydown',function(e){
            if(viewer.hidden)return;
            if(e.key==='Escape')close();else if(e.key==='+'||e.key==='=')zoom*=1.5;else if(e.key==='-')zoom/=1.5;else if(e.key==='0')zoom=1;else return;
            draw();
          });
          document.body.setAttribute('data-ready','1');
        })();
        """
}
