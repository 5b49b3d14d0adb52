// A publish onto a disk that fills up: the real render (the deployment's code, the content of
// site.json) writes its release onto a 2 MB tmpfs, far less than a release needs. The live release stays as
// it was, the console says why in plain words, and no half-built release is left. Mounting needs
// root on Linux (as in CI); elsewhere the test is skipped.
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { projectRoot } from '../../src/server/render/schemas.ts';
import { openSqliteStore } from '../../src/server/leads/sqliteStore.ts';
import { contentStore } from '../../src/server/content/contentStore.ts';
import { releaseFolders } from '../../src/server/releases/releaseFolders.ts';
import { openLiveReleases } from '../../src/server/releases/liveReleases.ts';
import { publisher, releaseWorker } from '../../src/server/releases/publisher.ts';
import { releaseStore } from '../../src/server/releases/releaseStore.ts';
import { teamStore } from '../../src/server/team/teamStore.ts';
import { canMountDisks, mountSmallDisk } from '../support/smallDisk.ts';

it.skipIf(!canMountDisks)('a publish onto a full disk leaves the live release as it was and says the disk is full', { timeout: 180_000 }, async () => {
  const disk = mountSmallDisk('2m');
  const store = openSqliteStore(join(mkdtempSync(join(tmpdir(), 'nuqta-publish-disk-')), 'leads.db'));
  try {
    const siteText = readFileSync(join(projectRoot, 'site.json'), 'utf8');
    const team = teamStore(store.database);
    const content = contentStore(store.database, () => siteText);
    const releases = releaseStore(store.database);
    await releases.recordDeployment((await content.latest()).id);
    const buildDir = join(projectRoot, process.env.BUILD_DIR ?? 'dist');
    const folders = releaseFolders(disk.dir, '00000000000d15c0');
    const live = await openLiveReleases({ db: store.database, releases, buildDir, folders });
    const publishing = publisher({ releases, content, team, folders, steps: () => releaseWorker(buildDir), announceLive: (id) => live.announce(id) });
    const editor = await team.addMember({ email: 'sara@nuqta.qa', name: 'Sara', role: 'editor' });

    const result = await publishing.publish(editor, (await content.latest()).hash);
    expect(result.status).toBe('started');
    await publishing.settled();
    const release = (await releases.release(result.status === 'started' ? result.release.id : ''))!;
    expect(release.status).toBe('failed');
    expect(release.error, release.error!).toMatch(/disk is full/);
    expect(release.error).toMatch(/The live site was not changed/);
    expect(await releases.liveId()).toBe('build');
    expect(live.live().id).toBe('build');
    expect(folders.all()).toEqual([]);
    await live.stop();
  } finally {
    await store.close();
    disk.unmount();
  }
});
