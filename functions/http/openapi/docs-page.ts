/**
 * The reference page at /docs: Swagger UI from the installed swagger-ui-dist package. The page
 * is for developers and stays in English (like the document's descriptions). Scripts are
 * files of this server (no inline script), so the app's strict CSP holds here too.
 */
export const DOCS_HTML = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Beyou API reference</title>
<link rel="stylesheet" href="docs/assets/swagger-ui.css">
</head>
<body>
<div id="swagger-ui"></div>
<script src="docs/assets/swagger-ui-bundle.js"></script>
<script src="docs/assets/init.js"></script>
</body>
</html>
`;

/** Relative URLs: the page works behind a path prefix (a CloudFront behaviour) as well. */
export const DOCS_INIT_JS = `window.ui = SwaggerUIBundle({
  url: 'openapi.json',
  dom_id: '#swagger-ui',
  deepLinking: true,
  tryItOutEnabled: false,
  validatorUrl: null,
  persistAuthorization: false,
  docExpansion: 'none',
  defaultModelsExpandDepth: -1,
});
`;
