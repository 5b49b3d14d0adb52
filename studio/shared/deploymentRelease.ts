// The release the deployment's own build is recorded as (releaseStore.ts's recordDeployment): here,
// not in the server's code, so that the Publish page can name its author in the member's language.
export const deploymentRelease = 'build';
