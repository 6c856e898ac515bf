"""Writes an HTML page that shows what `chatshot render TRANSCRIPT` draws: the channel's header (name, members,
online count, avatar), the messages newest at the bottom (grouped by author, initials avatars, author name and time
under a group, read counts on the current user's own messages, reactions), and the composer. It is the browser's
side of Scripts/bench-render.sh: the same screen, written the way a team would mock it up in HTML and CSS.
The page follows the system's colour scheme (prefers-color-scheme) and the `dir` of its <html> element.

usage: chat-page.py TRANSCRIPT.json PAGE.html
"""
import datetime
import html
import json
import sys

transcript = json.load(open(sys.argv[1]))
me = transcript["current_user_id"]
members = {m["user"]["id"]: m["user"] for m in transcript.get("members", [])}
channel = transcript.get("channel", {})
online = sum(1 for u in members.values() if u.get("online"))
reads = {r["user"]["id"]: r["last_read"] for r in transcript.get("read", [])}


def initials(name):
    words = name.split()
    return "".join(w[0] for w in words[:2]).upper()


def clock(stamp):
    t = datetime.datetime.fromisoformat(stamp.replace("Z", "+00:00"))
    return t.strftime("%I:%M %p").lstrip("0")


EMOJI = {"haha": "😂", "like": "👍", "love": "❤️", "wow": "😮", "sad": "😢"}
ICON = ('<svg viewBox="0 0 24 24" width="24" height="24"><path fill="none" stroke="currentColor" stroke-width="2" '
        'stroke-linecap="round" d="{}"/></svg>')

rows = []
messages = transcript["messages"]
for i, m in enumerate(messages):
    user = m["user"]["id"]
    name = m["user"].get("name") or members.get(user, {}).get("name", user)
    mine = user == me
    last_of_group = i + 1 == len(messages) or messages[i + 1]["user"]["id"] != user
    reactions = "".join(f'<span class="reaction">{EMOJI.get(k, "•")}</span>'
                        for k in m.get("reaction_counts", {}))
    bubble = f'<div class="bubble">{html.escape(m["text"])}{reactions and f"<div class=reactions>{reactions}</div>"}</div>'
    footer = ""
    if last_of_group:
        seen = sum(1 for u, t in reads.items() if u != user and t >= m["created_at"])
        status = f'<span class="read">{seen} ✓✓</span>' if mine and seen else ""
        author = "" if mine else f'<span class="author">{html.escape(name)}</span>'
        footer = f'<div class="footer">{status}{author}<span class="time">{clock(m["created_at"])}</span></div>'
    avatar = ""
    if not mine:
        avatar = (f'<div class="avatar">{initials(name)}</div>' if last_of_group else '<div class="avatar blank"></div>')
    rows.append(f'<div class="row {"mine" if mine else "theirs"}">{avatar}<div class="content">{bubble}{footer}</div></div>')

page = f"""<!DOCTYPE html>
<html lang="en" dir="ltr"><head><meta charset="utf-8"><title>{html.escape(channel.get("name", ""))}</title>
<style>
:root {{ --bg: #fff; --text: #000; --subtle: #7a7a7a; --theirs: #e9eaed; --mine: #e1ecff; --line: #dbdde1;
         --accent: #005fff; --field: #fff; }}
@media (prefers-color-scheme: dark) {{
  :root {{ --bg: #000; --text: #fff; --subtle: #7a7a7a; --theirs: #17191c; --mine: #00193d; --line: #272a30;
           --accent: #337eff; --field: #17191c; }}
}}
* {{ box-sizing: border-box; margin: 0; }}
html, body {{ height: 100%; }}
body {{ font: 17px/1.3 Inter, "Noto Sans", sans-serif; background: var(--bg); color: var(--text);
        display: flex; flex-direction: column; overflow: hidden; }}
header {{ display: flex; align-items: center; justify-content: center; height: 60px; position: relative;
          border-bottom: 1px solid var(--line); text-align: center; }}
header h1 {{ font-size: 17px; font-weight: 600; }}
header p {{ font-size: 13px; color: var(--subtle); }}
header .avatar {{ position: absolute; inset-inline-end: 16px; width: 36px; height: 36px; }}
main {{ flex: 1; display: flex; flex-direction: column; justify-content: flex-end; padding: 8px; gap: 4px; }}
.row {{ display: flex; align-items: flex-end; gap: 8px; }}
.row.mine {{ justify-content: flex-end; }}
.avatar {{ width: 32px; height: 32px; border-radius: 50%; background: #cfe0ff; color: #005fff; font-size: 14px;
           font-weight: 600; display: grid; place-items: center; flex: none; margin-bottom: 22px; }}
.avatar.blank {{ visibility: hidden; }}
.content {{ max-width: 75%; display: flex; flex-direction: column; }}
.mine .content {{ align-items: flex-end; }}
.bubble {{ position: relative; padding: 8px 16px; border-radius: 18px; background: var(--theirs); }}
.mine .bubble {{ background: var(--mine); }}
.theirs .bubble {{ border-end-start-radius: 4px; }}
.mine .bubble {{ border-end-end-radius: 4px; }}
.reactions {{ position: absolute; top: -26px; inset-inline-end: -24px; background: var(--theirs);
              border-radius: 14px; padding: 2px 6px; font-size: 14px; }}
.row:has(.reactions) {{ margin-top: 24px; }}
.footer {{ font-size: 13px; color: var(--subtle); margin: 4px 0 2px; display: flex; gap: 4px; }}
.read {{ color: var(--accent); }}
footer {{ display: flex; align-items: center; gap: 8px; padding: 10px 12px; border-top: 1px solid var(--line); }}
footer svg {{ color: var(--subtle); flex: none; }}
footer input {{ flex: 1; min-width: 0; font: inherit; padding: 8px 14px; border-radius: 20px; border: 1px solid var(--line);
                background: var(--field); color: var(--text); }}
</style></head>
<body>
<header><div><h1>{html.escape(channel.get("name", ""))}</h1>
<p>{len(members)} members, {online} online</p></div><div class="avatar">{initials(channel.get("name", "?"))}</div></header>
<main>
{chr(10).join(rows)}
</main>
<footer>{ICON.format("M16 6l-8 8a3 3 0 0 0 4 4l8-8a5 5 0 0 0-7-7l-8 8a7 7 0 0 0 10 10l6-6")}
{ICON.format("M13 2L4 14h7l-1 8 9-12h-7z")}<input placeholder="Send a message">
{ICON.format("M4 12h15M13 6l6 6-6 6")}</footer>
</body></html>
"""
open(sys.argv[2], "w").write(page)
