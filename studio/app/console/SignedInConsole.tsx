// The console for a signed-in member: a bar with the pages their role allows and sign-out, and
// the page itself. The studio stays mounted while another page is open, so that a draft not yet
// saved is never lost by looking at Publish. The inbox's code loads only when it is opened, so an
// editor never downloads it.
import Alert from '@mui/material/Alert';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { lazy, Suspense } from 'react';
import { needsPasskey, type Permission } from '../../shared/roles.ts';
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

/** Said to a member signed in with a link whose role can do what needs a passkey: how to open it. */
function PasskeyNeeded({ me, onAdd, onSignOut }: { me: Me; onAdd: () => void; onSignOut: () => void }) {
  if (me.signedInWith === 'passkey' || !me.permissions.some(needsPasskey)) return null;
  return me.hasPasskey ? (
    <Alert severity="info" action={<Button onClick={onSignOut}>Sign out</Button>} sx={{ borderRadius: 0 }}>
      You signed in with an e-mailed link. To publish, see leads or manage the team, sign out and sign in with your passkey. Lost it? Ask an owner to let you add a new one.
    </Alert>
  ) : (
    <Alert severity="info" action={<Button onClick={onAdd}>Set up a passkey</Button>} sx={{ borderRadius: 0 }}>
      You signed in with an e-mailed link. Add a passkey on this device to publish, see leads and manage the team: it takes a few seconds, and you sign in with it from then on.
    </Alert>
  );
}

export default function SignedInConsole({ me, onSignedOut, onChanged }: { me: Me; onSignedOut: () => void; onChanged: () => void }) {
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
      <PasskeyNeeded me={me} onAdd={() => go('account')} onSignOut={signOut} />
      <Box sx={{ flex: 1, minHeight: 0, overflow: 'auto' }}>
        {me.permissions.includes('content') && (
          <Box sx={{ height: '100%', display: current === 'edit' ? 'block' : 'none' }}>
            <StudioApp title="Edit the site" />
          </Box>
        )}
        {current === 'publish' && <PublishPage canApprove={me.permissions.includes('approver')} canSetApproval={me.permissions.includes('members')} />}
        {current === 'inbox' && (
          <Suspense fallback={<CircularProgress aria-label="Loading the inbox" sx={{ m: 4 }} />}>
            <InboxPage me={me} />
          </Suspense>
        )}
        {current === 'team' && <TeamPage me={me} />}
        {current === 'record' && <RecordPage />}
        {current === 'sources' && <SourcesPage />}
        {current === 'account' && <AccountPage onSignedOut={onSignedOut} onPasskeyAdded={onChanged} seesLeads={me.permissions.includes('leads')} />}
      </Box>
    </Box>
  );
}
