// The console for a signed-in member: a bar with the pages their role allows and sign-out, and
// the page itself. The studio stays mounted while another page is open, so that a draft not yet
// saved is never lost by looking at Publish. The inbox's code loads only when it is opened, so an
// editor never downloads it.
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { lazy, Suspense } from 'react';
import type { Permission } from '../../shared/roles.ts';
import { StudioApp } from '../StudioApp.tsx';
import { AccountPage } from './AccountPage.tsx';
import { consoleApi, type Me } from './consoleApi.ts';
import { PublishPage } from './PublishPage.tsx';
import { RecordPage } from './RecordPage.tsx';
import { SourcesPage } from './SourcesPage.tsx';
import { TeamPage } from './TeamPage.tsx';
import { pageAddress, useConsolePath, type ConsolePage } from './useConsolePath.ts';

const InboxPage = lazy(() => import('./inbox/InboxPage.tsx'));

const pages: Array<{ page: ConsolePage; label: string; needs?: Permission }> = [
  { page: 'edit', label: 'Edit', needs: 'content' },
  { page: 'publish', label: 'Publish', needs: 'publish' },
  { page: 'inbox', label: 'Inbox', needs: 'leads' },
  { page: 'team', label: 'Team', needs: 'members' },
  { page: 'record', label: 'Record', needs: 'audit' },
  { page: 'sources', label: 'Lead sources', needs: 'leads' },
  { page: 'account', label: 'My account' },
];

export default function SignedInConsole({ me, onSignedOut }: { me: Me; onSignedOut: () => void }) {
  const { page, go } = useConsolePath();
  const allowed = pages.filter((entry) => !entry.needs || me.permissions.includes(entry.needs));
  const current = allowed.some((entry) => entry.page === page) ? page : allowed[0].page;
  const signOut = async () => {
    await consoleApi('POST', 'auth/sign-out', {}).catch(() => undefined);
    onSignedOut();
  };
  return (
    <Box sx={{ height: '100vh', display: 'flex', flexDirection: 'column' }}>
      <AppBar position="static" color="default" elevation={0} sx={{ borderBlockEnd: 1, borderColor: 'divider' }}>
        <Toolbar variant="dense" sx={{ gap: { xs: 1, sm: 2 }, flexWrap: 'wrap', py: 0.5 }}>
          <Typography component="p" variant="subtitle1" sx={{ fontWeight: 700 }}>
            Nuqta console
          </Typography>
          <Box component="nav" aria-label="Console" sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
            {allowed.map((entry) => (
              <Button
                key={entry.page}
                href={pageAddress(entry.page)}
                aria-current={entry.page === current ? 'page' : undefined}
                onClick={(event) => (event.preventDefault(), go(entry.page))}
                sx={{ borderRadius: 0, borderBlockEnd: 3, borderColor: entry.page === current ? 'primary.main' : 'transparent' }}
              >
                {entry.label}
              </Button>
            ))}
          </Box>
          <Typography variant="body2" sx={{ marginInlineStart: 'auto' }}>
            {me.member.name} ({me.member.role})
          </Typography>
          <Button onClick={signOut}>Sign out</Button>
        </Toolbar>
      </AppBar>
      <Box sx={{ flex: 1, minHeight: 0, overflow: 'auto' }}>
        {me.permissions.includes('content') && (
          <Box sx={{ height: '100%', display: current === 'edit' ? 'block' : 'none' }}>
            <StudioApp title="Edit the site" />
          </Box>
        )}
        {current === 'publish' && <PublishPage />}
        {current === 'inbox' && (
          <Suspense fallback={<CircularProgress aria-label="Loading the inbox" sx={{ m: 4 }} />}>
            <InboxPage me={me} />
          </Suspense>
        )}
        {current === 'team' && <TeamPage me={me} />}
        {current === 'record' && <RecordPage />}
        {current === 'sources' && <SourcesPage />}
        {current === 'account' && <AccountPage onSignedOut={onSignedOut} seesLeads={me.permissions.includes('leads')} />}
      </Box>
    </Box>
  );
}
