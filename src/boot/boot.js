/*
 * Runs in <head> before the first paint, inline (vite.config.ts puts it into index.html; the
 * prerender allows it, and only it, by its hash in the Content-Security-Policy): no request, so
 * nothing blocks rendering.
 * 1. Applies a stored theme choice as <html data-theme>; without one, CSS follows the system.
 * 2. On "/", sends the reader to their language: a remembered choice, else the browser's
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
