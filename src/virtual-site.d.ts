// The dev server's check of site.json (scripts/vite-plugin-site.ts): loading it fails with the file's problems.
declare module 'virtual:site-problems' {}
