// biome-ignore-all lint: ES5 on purpose, like legacy-check.js: it runs before the app
// A tab with a session asks at once for the app's files the build listed (build/signed-in-preload.ts).
(function () {
  var listed = document.getElementById('signed-in-code');
  var stored = null;
  try {
    stored = window.sessionStorage.getItem('refreshToken');
  } catch (e) {
    return;
  }
  if (!listed || !stored) return;
  var files = JSON.parse(listed.textContent || '[]');
  for (var i = 0; i < files.length; i++) {
    var link = document.createElement('link');
    var style = /\.css$/.test(files[i]);
    link.rel = style ? 'preload' : 'modulepreload';
    if (style) link.as = 'style';
    link.crossOrigin = '';
    link.href = files[i];
    document.head.appendChild(link);
  }
})();
