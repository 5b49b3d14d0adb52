// The console for a signed-in member: a compact bar (the site's logo and name, the sections their
// role opens on a desk, their menu), the sections at the bottom of a phone's screen, and the page.
// The studio stays mounted (hidden) while another page is open, so that a draft not yet saved is
// never lost by looking at Publish, and Publish's "Go to the field" finds it listening; it speaks the member's language, right to left
// in Arabic (the content it edits keeps its own). Each section's code loads only when it is opened.
import Alert from '@mui/material/Alert';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { Component, lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { needsPasskey } from '../../shared/roles.ts';
import { consoleApi, type Me } from './consoleApi.ts';
import { siteBrand, siteLogo } from './consoleBrand.ts';
import { useConsoleLook } from './ConsoleLook.tsx';
import { phoneSections, sectionsOf } from './consoleSections.ts';
import { MemberMenu } from './MemberMenu.tsx';
import { loadSection, SectionLoadError } from './sectionLoader.ts';
import { DeskSections, PhoneSections } from './SectionLinks.tsx';
import { thumbTargets } from './thumbTargets.ts';
import { useConsolePath } from './useConsolePath.ts';

// Each section's code loads when it is first opened: a sales member downloads nothing of the
// studio's editors, an editor nothing of the inbox. A failed import reloads the page at most once
// (sectionLoader.ts), then says so with a Reload button.
const section = <Props,>(load: () => Promise<ComponentType<Props>>) => lazy(async () => ({ default: await loadSection(load) }));
const InboxPage = section(async () => (await import('./inbox/InboxPage.tsx')).default);
const StudioApp = section(async () => (await import('../StudioApp.tsx')).StudioApp);
const PublishPage = section(async () => (await import('./PublishPage.tsx')).PublishPage);
const TeamPage = section(async () => (await import('./TeamPage.tsx')).TeamPage);
const RecordPage = section(async () => (await import('./RecordPage.tsx')).RecordPage);
const SourcesPage = section(async () => (await import('./SourcesPage.tsx')).SourcesPage);
const AccountPage = section(async () => (await import('./AccountPage.tsx')).AccountPage);

/** A section whose code could not be loaded, even after a reload: said in the console's words, with a way to try again. */
class SectionFailed extends Component<{ words: { sectionFailed: string; reload: string }; children: ReactNode }, { failure?: unknown }> {
  state: { failure?: unknown } = {};
  static getDerivedStateFromError = (failure: unknown) => ({ failure });
  render() {
    if (this.state.failure === undefined) return this.props.children;
    // Any other error is not this one's to explain.
    if (!(this.state.failure instanceof SectionLoadError)) throw this.state.failure;
    return (
      <Alert severity="error" role="alert" action={<Button color="inherit" onClick={() => location.reload()}>{this.props.words.reload}</Button>} sx={{ m: 2 }}>
        {this.props.words.sectionFailed}
      </Alert>
    );
  }
}

/** Said to a member signed in with a link whose role can do what needs a passkey: how to open it. */
function PasskeyNeeded({ me, onAdd, onSignOut }: { me: Me; onAdd: () => void; onSignOut: () => void }) {
  const words = useConsoleLook().words.shell;
  if (me.signedInWith === 'passkey' || !me.permissions.some(needsPasskey)) return null;
  return me.hasPasskey ? (
    <Alert severity="info" action={<Button onClick={onSignOut}>{words.signOut}</Button>} sx={{ borderRadius: 0 }}>
      {words.passkey.signOutFirst}
    </Alert>
  ) : (
    <Alert severity="info" action={<Button onClick={onAdd}>{words.passkey.setUp}</Button>} sx={{ borderRadius: 0 }}>
      {words.passkey.addOne}
    </Alert>
  );
}

export default function SignedInConsole({ me, onSignedOut, onChanged }: { me: Me; onSignedOut: () => void; onChanged: () => void }) {
  const { page, go } = useConsolePath();
  const { words, language } = useConsoleLook();
  const phone = useMediaQuery(useTheme().breakpoints.down('md'), { noSsr: true });
  const allowed = sectionsOf(me);
  const current = allowed.includes(page) ? page : phone ? phoneSections(allowed)[0] ?? allowed[0] : allowed[0];
  const signOut = async () => {
    await consoleApi('POST', 'auth/sign-out', {}).catch(() => undefined);
    onSignedOut();
  };
  const loading = <CircularProgress aria-label={words.shell.loading} sx={{ m: 4 }} />;
  const sections = phone ? phoneSections(allowed) : allowed.filter((entry) => entry !== 'account');
  return (
    <Box sx={{ height: '100dvh', display: 'flex', flexDirection: 'column' }}>
      <AppBar position="static" color="default" elevation={0} sx={{ borderBlockEnd: 1, borderColor: 'divider', bgcolor: 'background.paper' }}>
        <Toolbar variant="dense" disableGutters sx={{ gap: { xs: 1, md: 2 }, paddingInline: { xs: 1.5, md: 2 }, minHeight: 48 }}>
          <Box component="img" src={siteLogo} alt="" sx={{ width: 28, height: 28, flexShrink: 0 }} />
          <Typography component="p" variant="subtitle1" noWrap sx={{ fontWeight: 700, flexShrink: 0 }}>
            {words.shell.consoleOf(siteBrand(language))}
          </Typography>
          {!phone && <DeskSections sections={sections} current={current} go={go} />}
          <MemberMenu me={me} compact={phone} onAccount={() => go('account')} onSignOut={signOut} />
        </Toolbar>
      </AppBar>
      <PasskeyNeeded me={me} onAdd={() => go('account')} onSignOut={signOut} />
      {/* The page scrolls within the frame: a keyboard reaches it to scroll it (each page is its own <main>). */}
      <Box tabIndex={0} sx={{ flex: 1, minHeight: 0, overflow: 'auto', '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: -2 }, ...thumbTargets }}>
        {me.permissions.includes('content') && (
          <Box sx={{ height: '100%', display: current === 'edit' ? 'block' : 'none' }}>
            <SectionFailed words={words.shell}>
              <Suspense fallback={loading}>
                <StudioApp uiLanguage={language} title={words.shell.editTitle} />
              </Suspense>
            </SectionFailed>
          </Box>
        )}
        <SectionFailed key={current} words={words.shell}>
          <Suspense fallback={loading}>
            {current === 'publish' && <PublishPage canApprove={me.permissions.includes('approver')} canSetApproval={me.permissions.includes('members')} />}
            {current === 'inbox' && <InboxPage me={me} />}
            {current === 'team' && <TeamPage me={me} />}
            {current === 'record' && <RecordPage />}
            {current === 'sources' && <SourcesPage />}
            {current === 'account' && <AccountPage onSignedOut={onSignedOut} onPasskeyAdded={onChanged} seesLeads={me.permissions.includes('leads')} />}
          </Suspense>
        </SectionFailed>
      </Box>
      {phone && sections.length > 1 && <PhoneSections sections={sections} current={current} go={go} />}
    </Box>
  );
}
