import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

// The API server (apps/server) serves this build on port 3000. In development the Vite server
// forwards its calls there. The Host header is passed through unchanged (no changeOrigin) because
// the server picks the storefront from it: http://northwind.localhost:5173 gets Northwind's branding.
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

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), appHeadLast()],
  base: '/',
  build: isSsrBuild
    ? {
        // `vite build --ssr src/entry-server.tsx`: the server's rendering of the first screen
        // (apps/server web plugin), one file (the screens' code is loaded with it, not on first
        // use), beside dist/. Packages from node_modules stay imports; ours are bundled.
        outDir: 'dist-server',
        emptyOutDir: true,
        copyPublicDir: false,
        rolldownOptions: { output: { codeSplitting: false } },
      }
    : {
        // dist/.vite/manifest.json: the server reads which chunks each screen needs, and lists them
        // in the page's head (modulepreload), so they download beside the main script.
        manifest: true,
        // One stylesheet for every screen: a screen's own few KiB of CSS as a second and third
        // render-blocking request cost more on a slow phone connection (a round trip each) than
        // their bytes in the one file every page already waits for.
        cssCodeSplit: false,
      },
  // `@/...` imports from src, as declared in tsconfig.json.
  resolve: { tsconfigPaths: true },
  // The icons the screens use are bundled into dist-server: importing the package would load all
  // of its ~5,000 icons into every server process (3.5 MB of source alone, more as objects).
  ssr: { noExternal: ['@tabler/icons-react'] },
  server: {
    port: 5173,
    proxy: {
      '/api': apiServer,
      '/uploads': apiServer,
      '/theme.css': apiServer,
    },
  },
}));
