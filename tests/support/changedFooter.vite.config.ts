// The project's build with one component changed (the footer gets a data-build mark): a new
// deployment's code, for the test that a code deploy serves the live content with it.
import { defineConfig, mergeConfig, type Plugin, type UserConfig } from 'vite';
import projectConfig from '../../vite.config.ts';

const changedFooter: Plugin = {
  name: 'changed-footer',
  enforce: 'pre',
  transform(code, id) {
    if (id.endsWith('/src/layout/Footer.tsx')) return code.replace('<Box component="footer"', '<Box component="footer" data-build="next"');
  },
};

export default defineConfig((env) => mergeConfig((projectConfig as (env: unknown) => UserConfig)(env), { plugins: [changedFooter] }));
