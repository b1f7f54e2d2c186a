// biome-ignore-all lint: ES5 on purpose, like legacy-check.js: it runs before the app
// A tab with a session asks at once for the files the build listed (build/signed-in-preload.ts):
// the app's, the whole catalogue of the browser's language (the app starts in it) and those
// of the screen at this path.
(function () {
  var listed = document.getElementById('signed-in-code');
  try {
    if (!listed || !sessionStorage.getItem('refreshToken')) return;
  } catch (e) {
    return;
  }
  var data = JSON.parse(listed.textContent);
  var files = data[''].concat(
    data[/^fr/i.test(navigator.languages[0]) ? 'fr' : 'en'],
    data[location.pathname.replace(/\/+$/, '')] || [],
  );
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
})();
