import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';

/**
 * The browser's chunks, grouped so a storefront page loads 7 files instead of 20: every module
 * file costs a slow phone's main thread a request and a response task, and Lighthouse counts
 * them against Total Blocking Time. Groups take modules in priority order:
 * - framework: React, React DOM and React Router, needed by every page;
 * - shell: the root route and what it imports (header, footer, visitor id, cart badge);
 * - catalogue: the product list, product page and review components and what they import
 *   (the domain's money and text rules, image URLs), shared by most storefront routes.
 * Admin and wholesale code stays in its own route chunks and never reaches the storefront.
 */
const storefrontChunks = {
  output: {
    codeSplitting: {
      groups: [
        {
          name: 'framework',
          test: /node_modules[\\/](react|react-dom|scheduler|react-router|cookie|set-cookie-parser)[\\/]/,
          priority: 20,
        },
        { name: 'shell', test: /app[\\/]root\.tsx$/, priority: 10 },
        { name: 'catalogue', test: /app[\\/](components[\\/]catalogue[\\/]|seo\.ts)/, priority: 5 },
      ],
    },
  },
};

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [reactRouter()],
  build: {
    target: 'es2022',
    cssCodeSplit: true,
    // The server bundle is one file; only the browser's chunks are grouped.
    rolldownOptions: isSsrBuild ? {} : storefrontChunks,
  },
  ssr: { noExternal: [/^@carsi\//, /^@mantine\//] },
}));
