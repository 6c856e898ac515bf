"""One browser takes COUNT screenshots of PAGE (390×844 CSS px at device scale 3), as a team's Playwright job
would: launch Chromium once, open the page once, then for each screenshot set its colour scheme and direction
(light/dark, left-to-right/right-to-left, in the order of the chatshot batch it is compared with) and write a PNG.

usage: playwright-shots.py PAGE.html OUTPUT-FOLDER COUNT [CHROMIUM]   (CHROMIUM: default /usr/bin/chromium)
"""
import pathlib
import sys

from playwright.sync_api import sync_playwright

page_path, out, count = pathlib.Path(sys.argv[1]).resolve(), pathlib.Path(sys.argv[2]), int(sys.argv[3])
chromium = sys.argv[4] if len(sys.argv) > 4 else "/usr/bin/chromium"
out.mkdir(parents=True, exist_ok=True)
with sync_playwright() as p:
    browser = p.chromium.launch(executable_path=chromium)
    page = browser.new_page(viewport={"width": 390, "height": 844}, device_scale_factor=3)
    page.goto(page_path.as_uri())
    for i in range(count):
        scheme = "dark" if i % 2 else "light"
        direction = "rtl" if (i // 2) % 2 else "ltr"
        page.emulate_media(color_scheme=scheme)
        page.evaluate("d => document.documentElement.dir = d", direction)
        page.screenshot(path=str(out / f"s{i + 1}.png"))
    browser.close()
