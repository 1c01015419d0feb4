/*
 * Runs in <head> before the first paint, inline (vite.config.ts puts it into index.html; the
 * prerender allows it, and only it, by its hash in the Content-Security-Policy): no request, so
 * nothing blocks rendering.
 * 1. Applies a stored theme choice as <html data-theme>; without one, CSS follows the system.
 * 2. Starts loading the app's scripts once the page has painted: the prerender moves them into
 *    <template id="app-scripts"> (scripts/prerender.ts), so the text and its styles, all in the
 *    HTML, paint without the scripts' downloads competing with the page's own. Once, after the
 *    document is parsed, its first contentful paint has reached the screen and two frames have
 *    been drawn (or 200 ms later in a hidden tab, which draws no frames; at the latest 3 s later).
 * 3. On "/", sends the reader to their language: a remembered choice, else the browser's
 *    languages, else English. Mirrors preferredLanguage() in src/i18n/languages.ts.
 */
(function () {
  var root = document.documentElement;
  var storage = null;
  try {
    storage = window.localStorage;
  } catch (e) {
    storage = null;
  }
  function read(key) {
    try {
      return storage ? storage.getItem(key) : null;
    } catch (e) {
      return null;
    }
  }

  var theme = read('archivist.theme');
  if (theme === 'light' || theme === 'dark') root.setAttribute('data-theme', theme);

  var started = false;
  function start() {
    var scripts = document.getElementById('app-scripts');
    if (started || !scripts || !scripts.content) return;
    started = true;
    document.head.appendChild(document.importNode(scripts.content, true));
  }
  function afterFrames() {
    // two frames: a long page paints its first screen in more than one (its largest text too)
    requestAnimationFrame(function () {
      requestAnimationFrame(function () {
        setTimeout(start, 0);
      });
    });
  }
  function afterPaint() {
    // the frames are counted from the first contentful paint as the screen shows it (its paint
    // timing entry): on a busy machine that comes well after the frame's own callbacks, and
    // scripts requested before it would count as what the first paint waited for
    var watching = false;
    try {
      if (window.PerformanceObserver && (PerformanceObserver.supportedEntryTypes || []).indexOf('paint') !== -1) {
        var observer = new PerformanceObserver(function (list) {
          var entries = list.getEntries();
          for (var i = 0; i < entries.length; i++) {
            if (entries[i].name !== 'first-contentful-paint') continue;
            observer.disconnect();
            afterFrames();
            return;
          }
        });
        observer.observe({ type: 'paint', buffered: true });
        watching = true;
      }
    } catch (e) {
      watching = false;
    }
    if (!watching) afterFrames();
    setTimeout(function () {
      if (document.hidden) start();
    }, 200);
    // a page whose paint is never reported still starts
    setTimeout(start, 3000);
  }
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', afterPaint);
  else afterPaint();

  var path = location.pathname;
  if (path !== '/' && path !== '/index.html') return;
  var languages = ['en', 'it', 'ru'];
  var lang = read('archivist.lang');
  if (languages.indexOf(lang) === -1) {
    lang = 'en';
    var tags = navigator.languages && navigator.languages.length ? navigator.languages : [navigator.language || ''];
    for (var i = 0; i < tags.length; i++) {
      var base = String(tags[i]).toLowerCase().split(/[-_]/)[0];
      if (languages.indexOf(base) !== -1) {
        lang = base;
        break;
      }
    }
  }
  location.replace('/' + lang + '/' + location.search + location.hash);
})();
