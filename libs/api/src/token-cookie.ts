import { TOKEN_COOKIE } from '@checker/auth';

/** Removes the JS-readable token cookie (path /), as sign-out and an ended session require. */
export function clearTokenCookie(): void {
  document.cookie = `${TOKEN_COOKIE}=; Max-Age=0; path=/; SameSite=Strict`;
}
