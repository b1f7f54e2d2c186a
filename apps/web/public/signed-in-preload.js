// biome-ignore-all lint: ES5 on purpose, like legacy-check.js: it runs before the app
// A tab with a session asks at once for the files the build listed (build/signed-in-preload.ts):
// the app's, the whole catalogue of the browser's language (the app starts in it) and those
// of the screen at this path. Then it paints the signed-in frame, the screen's title under an
// empty header bar, which the app's loading screens keep until the screen draws (decision 0089).
(function () {
  var listed = document.getElementById('signed-in-code');
  var fontSize;
  try {
    if (!listed || !sessionStorage.getItem('refreshToken')) return;
    fontSize = sessionStorage.getItem('fontSize');
  } catch (e) {
    return;
  }
  var data = JSON.parse(listed.textContent);
  var language = /^fr/i.test(navigator.languages[0]) ? 'fr' : 'en';
  var path = location.pathname.replace(/\/+$/, '');
  var preload = function () {
    var files = data.files[''].concat(data.files[language], data.files[path] || []);
    for (var i = 0; i < files.length; i++) {
      var link = document.createElement('link');
      link.rel = 'modulepreload';
      if (/css$/.test(files[i])) {
        link.rel = 'preload';
        link.as = 'style';
      }
      link.crossOrigin = '';
      link.href = files[i];
      document.head.appendChild(link);
    }
  };
  var words = data.words[language];
  var root = document.getElementById('root');
  // Not once the app has drawn: its loading screen stands in for the frame only from the start.
  if (!root || root.firstChild || !words.titles[path]) return preload();
  // The user's type scale as the shell set it (Large, the default, if this tab never drew
  // the shell), so that the title keeps its size when the screen draws.
  document.documentElement.setAttribute('data-font-size', fontSize || 'Large');
  var frame = document.createElement('div');
  frame.id = 'boot-frame';
  frame.lang = language;
  // The title is for the eye: assistive technology hears "Loading…", then the screen's own
  // heading, not the same title twice.
  frame.innerHTML =
    '<div class="boot-frame-bar"></div><div class="boot-frame-main"><h1 aria-hidden="true"></h1><p role="status"></p></div>';
  frame.getElementsByTagName('h1')[0].appendChild(document.createTextNode(words.titles[path]));
  frame.getElementsByTagName('p')[0].appendChild(document.createTextNode(words.loading));
  root.parentNode.insertBefore(frame, root);
  // The frame is painted first: on a slow network the files would otherwise hold it back.
  requestAnimationFrame(function () {
    setTimeout(preload);
  });
})();
