// biome-ignore-all lint: ES5 on purpose, for browsers that cannot run anything newer
/*
 * Old Internet Explorer cannot run the application bundle at all, so this tiny ES5 file
 * (a separate file because the content security policy forbids inline scripts) replaces
 * the page with a bilingual notice there. Keep it ES5: no let, const, arrows or templates.
 * The same words live in the catalogues under legacy.* for the React check.
 */
(function () {
  var agent = window.navigator.userAgent || '';
  if (agent.indexOf('MSIE ') === -1 && agent.indexOf('Trident/') === -1) return;
  document.title = 'This browser is extinct / Ce navigateur est disparu';
  document.documentElement.lang = 'en';
  document.body.innerHTML =
    '<main style="font-family: Arial, sans-serif; max-width: 40em; margin: 3em auto; color: #000">' +
    '<h1>This browser is extinct</h1>' +
    '<p>Please open this site in a modern browser such as Microsoft Edge, Firefox, Chrome or Safari.</p>' +
    '<h2 lang="fr">Ce navigateur est disparu</h2>' +
    '<p lang="fr">Veuillez ouvrir ce site dans un navigateur r\u00e9cent, comme Microsoft Edge, Firefox, Chrome ou Safari.</p>' +
    '</main>';
})();
