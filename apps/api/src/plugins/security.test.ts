import { describe, expect, it } from 'vitest';
import { securityHeaders } from './security.js';

describe('securityHeaders', () => {
  it('locks scripts to this origin, forbids framing and sends no HSTS over plain HTTP', () => {
    const headers = securityHeaders({ analyticsOrigin: null, hsts: false });
    expect(headers['Content-Security-Policy']).toContain("script-src 'self';");
    expect(headers['Content-Security-Policy']).toContain("frame-ancestors 'none'");
    expect(headers['X-Frame-Options']).toBe('SAMEORIGIN');
    expect(headers['Referrer-Policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['Strict-Transport-Security']).toBeUndefined();
    expect(headers['Cross-Origin-Embedder-Policy']).toBeUndefined();
  });

  it('lets the analytics origin in, and sends HSTS when the public URL is https', () => {
    const headers = securityHeaders({ analyticsOrigin: 'https://stats.example.com', hsts: true });
    expect(headers['Content-Security-Policy']).toContain("script-src 'self' https://stats.example.com;");
    expect(headers['Content-Security-Policy']).toContain("connect-src 'self' https://stats.example.com;");
    expect(headers['Strict-Transport-Security']).toBe('max-age=31536000; includeSubDomains');
  });
});
