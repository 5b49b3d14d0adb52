// The studio server's API, as the page calls it.
import type { DraftResponse, ImageLibrary, LibraryImage, SaveResponse, Session, UploadResponse } from '../shared/api.ts';
import type { SiteData } from '../shared/siteData.ts';

async function call<T>(method: string, path: string, body?: unknown): Promise<T> {
  // "/api/…" locally; "/studio/api/…" in the console, which is built with that base.
  const response = await fetch(`${import.meta.env.BASE_URL}api/${path}`, {
    method,
    headers: body ? { 'content-type': 'application/json' } : undefined,
    body: body ? JSON.stringify(body) : undefined,
  });
  const data = await response.json();
  if ('error' in data) throw new Error(data.error);
  return data as T;
}

export const loadSession = () => call<Session>('GET', 'session');
export const checkDraft = (site: SiteData) => call<DraftResponse>('POST', 'draft', { site });
export const saveDraft = (site: SiteData, baseHash: string) => call<SaveResponse>('POST', 'save', { site, baseHash });
export const loadImages = () => call<ImageLibrary>('GET', 'images');

/** Sends the file as it is (its name in a header): the server checks it and makes its sizes. `notTaken`: what to say when its answer says nothing (the studio's words). */
export async function uploadImage(file: File, notTaken: (name: string, status: number) => string): Promise<LibraryImage> {
  const response = await fetch(`${import.meta.env.BASE_URL}api/images`, {
    method: 'POST',
    headers: { 'content-type': 'application/octet-stream', 'x-file-name': encodeURIComponent(file.name) },
    body: file,
  });
  const data = (await response.json().catch(() => ({ error: notTaken(file.name, response.status) }))) as UploadResponse;
  if ('error' in data) throw new Error(data.error);
  return data;
}
