// The console's addresses come from configuration alone (its links lead there, it refuses other hosts).
import { describe, expect, it } from 'vitest';
import { consoleSettingsFromEnv } from '../../src/server/console/consoleSettings.ts';

describe('the console’s origins', () => {
  it('are PUBLIC_ORIGIN’s when it is set, the first being where links lead', () => {
    const settings = consoleSettingsFromEnv({ PUBLIC_ORIGIN: 'https://nuqta.qa/, https://www.nuqta.qa', PORT: '8080' });
    expect(settings.consoleOrigins).toEqual(['https://nuqta.qa', 'https://www.nuqta.qa']);
    expect(settings.linkOrigin).toBe('https://nuqta.qa');
  });

  it('are CONSOLE_ORIGIN’s alone when the console has a host name of its own, apart from the site’s', () => {
    const settings = consoleSettingsFromEnv({ PUBLIC_ORIGIN: 'https://nuqta.qa', CONSOLE_ORIGIN: 'https://console.nuqta.qa/' });
    expect(settings.consoleOrigins).toEqual(['https://console.nuqta.qa']);
    expect(settings.linkOrigin).toBe('https://console.nuqta.qa');
    expect(settings.publicOrigins).toEqual(['https://nuqta.qa']);
  });

  it('are this machine’s own addresses without it, and a named HOST’s', () => {
    expect(consoleSettingsFromEnv({ PORT: '8080' }).consoleOrigins).toEqual(['http://localhost:8080', 'http://127.0.0.1:8080']);
    expect(consoleSettingsFromEnv({ HOST: '0.0.0.0' }).consoleOrigins).toEqual(['http://localhost:4321', 'http://127.0.0.1:4321']);
    expect(consoleSettingsFromEnv({ HOST: '192.168.1.20', PORT: '80' }).consoleOrigins).toContain('http://192.168.1.20:80');
  });
});
