import ChatShotKit
import Foundation

/// The review page: the changed, new, stale and broken images of a check, each with its expected, actual and diff
/// pictures and "accept" / "reject"; a filter by name and by status, and "accept all shown". The session's token is in
/// a meta tag; the script sends it with every write. Names reach the page as JSON and are put into it as text, never
/// as markup.
enum ReviewPage {
    static func html(_ session: ReviewSession) -> String {
        """
        <!DOCTYPE html>
        <html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
        <meta name="chatshot-token" content="\(escape(session.token))">
        <title>chatshot review — \(escape((session.galleryPath as NSString).lastPathComponent))</title>
        <style>\(style)</style></head><body>
        <h1>Review: \(escape((session.galleryPath as NSString).lastPathComponent))</h1>
        <div class="sub">gallery <code>\(escape(session.galleryPath))</code> · baseline <code>\(escape(session.baselineFolder))</code></div>
        <nav class="bar">
        <input id="filter" type="search" placeholder="filter by name" autocomplete="off">
        <label class="changed"><input type="checkbox" class="status" value="changed" checked> changed</label>
        <label class="missing"><input type="checkbox" class="status" value="missing" checked> new</label>
        <label class="stale"><input type="checkbox" class="status" value="stale" checked> stale</label>
        <label class="error"><input type="checkbox" class="status" value="error" checked> failed to render</label>
        <label><input type="checkbox" id="undecided"> undecided only</label>
        <button id="accept-shown">accept all shown</button>
        <span id="shown"></span> <span id="message" role="status"></span>
        </nav>
        <main id="shots"></main>
        <script>\(script)</script>
        </body></html>

        """
    }

    static func escape(_ s: String) -> String {
        s.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
            .replacingOccurrences(of: "'", with: "&#39;")
    }

    static let style = """
        body{font:14px/1.45 -apple-system,system-ui,"Inter",sans-serif;margin:24px;color:#1b1d21;background:#f6f7f9}
        h1{font-size:20px;margin:0 0 4px} .sub{color:#666;margin-bottom:8px}
        .bar{position:sticky;top:0;background:#f6f7f9;padding:8px 0;z-index:2;display:flex;gap:12px;align-items:center;flex-wrap:wrap}
        .bar label{font-weight:600} #filter{padding:4px 8px;min-width:220px}
        .changed{color:#cf222e}.missing{color:#9a6700}.error{color:#8250df}.stale{color:#57606a}
        .shot{background:#fff;border:1px solid #dde0e4;border-radius:10px;padding:14px 16px;margin:16px 0}
        .shot[data-decision=accepted]{border-color:#1a7f37;box-shadow:0 0 0 2px #1a7f3733}
        .shot[data-decision=rejected]{opacity:.6}
        .shot h2{font-size:15px;margin:0 0 6px;font-family:ui-monospace,Menlo,monospace;display:flex;gap:10px;align-items:center}
        .badge{font-size:12px;font-weight:700;text-transform:uppercase}
        .decision{font-size:12px;font-weight:700;color:#1a7f37} .shot[data-decision=rejected] .decision{color:#57606a}
        .meta{color:#444;margin:4px 0 10px}
        .row{display:flex;gap:12px;flex-wrap:wrap;align-items:flex-start}
        figure{margin:0;flex:1 1 0;min-width:160px;max-width:420px} figcaption{font-size:12px;color:#666;margin-bottom:4px}
        figure img{max-width:100%;border:1px solid #ccc;box-sizing:border-box;background:repeating-conic-gradient(#eee 0 25%,#fff 0 50%) 0 0/16px 16px}
        button{font:inherit;padding:3px 10px} button.accept{font-weight:700}
        [hidden]{display:none!important}
        """

    static let script = """
        (function(){
          var token=document.querySelector('meta[name=chatshot-token]').content;
          var entries=[];
          var main=document.getElementById('shots'),message=document.getElementById('message');
          var labels={changed:'changed',missing:'new',stale:'stale',error:'failed to render'};
          function post(path,names){
            message.textContent='';
            return fetch(path,{method:'POST',headers:{'Content-Type':'application/json','X-Chatshot-Token':token},
              body:JSON.stringify({names:names})}).then(function(r){
                return r.text().then(function(t){
                  var answer=null;try{answer=JSON.parse(t)}catch(e){}
                  if(answer&&answer.entries){entries=answer.entries;render()}
                  if(!r.ok)message.textContent=(answer&&answer.refused?Object.keys(answer.refused).map(function(k){return answer.refused[k]}).join('; '):t)||('refused: '+r.status);
                  else if(path==='/accept')message.textContent='accepted '+answer.accepted.length;
                  document.body.setAttribute('data-writes',String(Number(document.body.getAttribute('data-writes')||0)+1));
                });
              });
          }
          function figure(e,kind,caption){
            var f=document.createElement('figure'),c=document.createElement('figcaption'),i=document.createElement('img');
            c.textContent=caption;i.alt=kind;i.src='/picture/'+encodeURIComponent(e.name)+'/'+kind;
            f.appendChild(c);f.appendChild(i);return f;
          }
          function card(e){
            var s=document.createElement('section');
            s.className='shot';s.dataset.name=e.name;s.dataset.status=e.status;
            if(e.decision)s.dataset.decision=e.decision;
            var h=document.createElement('h2'),n=document.createElement('span'),b=document.createElement('span'),d=document.createElement('span');
            n.textContent=e.name+'.png';b.className='badge '+e.status;b.textContent=labels[e.status]||e.status;
            d.className='decision';d.textContent=e.decision||'';
            h.appendChild(n);h.appendChild(b);
            if(e.status!=='error'){
              var a=document.createElement('button'),r=document.createElement('button');
              a.className='accept';a.textContent=e.status==='stale'?'accept (remove baseline)':'accept';
              r.className='reject';r.textContent='reject';
              a.addEventListener('click',function(){post('/accept',[e.name])});
              r.addEventListener('click',function(){post('/reject',[e.name])});
              h.appendChild(a);h.appendChild(r);
            }
            h.appendChild(d);s.appendChild(h);
            if(e.message){var m=document.createElement('div');m.className='meta';m.textContent=e.message;s.appendChild(m)}
            var row=document.createElement('div');row.className='row';
            if(e.hasExpected)row.appendChild(figure(e,'expected','expected (baseline)'));
            if(e.hasActual)row.appendChild(figure(e,'actual','actual'));
            if(e.hasDiff)row.appendChild(figure(e,'diff','diff (red: changed, blue: darker in actual)'));
            s.appendChild(row);
            return s;
          }
          function shown(e){
            var text=document.getElementById('filter').value.trim().toLowerCase();
            var on={};document.querySelectorAll('input.status').forEach(function(c){on[c.value]=c.checked});
            if(!on[e.status])return false;
            if(document.getElementById('undecided').checked&&e.decision)return false;
            return !text||e.name.toLowerCase().indexOf(text)>=0;
          }
          function render(){
            main.textContent='';
            var n=0;
            entries.forEach(function(e){var c=card(e);c.hidden=!shown(e);if(!c.hidden)n++;main.appendChild(c)});
            if(!entries.length){var p=document.createElement('p');p.textContent='Nothing to review: every image matches its baseline.';main.appendChild(p)}
            document.getElementById('shown').textContent=n+' of '+entries.length+' shown';
            document.body.setAttribute('data-ready','1');
          }
          document.getElementById('filter').addEventListener('input',render);
          document.querySelectorAll('input.status,#undecided').forEach(function(c){c.addEventListener('change',render)});
          document.getElementById('accept-shown').addEventListener('click',function(){
            var names=entries.filter(function(e){return shown(e)&&e.status!=='error'}).map(function(e){return e.name});
            if(names.length)post('/accept',names);
          });
          fetch('/state').then(function(r){return r.json()}).then(function(s){entries=s.entries;render()});
        })();
        """
}
