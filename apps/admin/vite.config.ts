import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

// The API server (apps/server) serves this build on port 3000. In development the Vite server
// forwards its calls there. The Host header is passed through unchanged (no changeOrigin) because
// the server picks the storefront from it: http://admin.localhost:5174 is served as the admin host.
const apiServer = 'http://localhost:3000';

/**
 * The server injects the storefront's head (meta, favicon, /theme.css, window.__STOREFRONT__) at
 * `<!--app-head-->`. Vite adds the built CSS and JS at the end of <head>; moving the marker after
 * them lets the storefront's theme.css override Mantine's styles at equal specificity.
 */
function appHeadLast(): Plugin {
  return {
    name: 'patchbay:app-head-last',
    transformIndexHtml: {
      order: 'post',
      handler: (html) =>
        html.replace(/[ \t]*<!--app-head-->\r?\n?/, '').replace('</head>', '  <!--app-head-->\n  </head>'),
    },
  };
}

export default defineConfig({
  plugins: [react(), appHeadLast()],
  base: '/',
  // `@/...` imports from src, as declared in tsconfig.json.
  resolve: { tsconfigPaths: true },
  server: {
    port: 5174,
    proxy: {
      '/api': apiServer,
      '/uploads': apiServer,
      '/theme.css': apiServer,
    },
  },
});
