// The release the deployment's own build is recorded as (releaseStore.ts's recordDeployment): here,
// not in the server's code, so that the Publish page can name its author in the member's language.
export const deploymentRelease = 'build';
/** Who saved the content the deployment brought (its site.json): the console names it as the deployment, in the member's words. */
export const deploymentAuthor = 'site.json';
