/** Reads a cookie set for this site (not HttpOnly ones, which scripts cannot see by design). */
export function readCookie(name: string): string | undefined {
  for (const part of document.cookie.split(';')) {
    const [rawKey, ...rest] = part.trim().split('=');
    if (rawKey === name) return decodeURIComponent(rest.join('='));
  }
  return undefined;
}

export function writeCookie(name: string, value: string, { maxAgeDays }: { maxAgeDays: number }) {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${name}=${encodeURIComponent(value)}; Max-Age=${Math.round(maxAgeDays * 86_400)}; Path=/; SameSite=Lax${secure}`;
}

export function deleteCookie(name: string, domain?: string) {
  const domainPart = domain ? `; Domain=${domain}` : '';
  document.cookie = `${name}=; Max-Age=0; Path=/${domainPart}`;
}
