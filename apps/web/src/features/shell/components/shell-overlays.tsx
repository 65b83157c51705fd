import { lazy, Suspense, useState } from 'react';
import { useShallow } from 'zustand/react/shallow';
import { useConsentStore } from '@/lib/consent';
import { withNamespaces } from '@/lib/i18n';
import { useUiStore } from '@/lib/ui-store';
import { useMediaQuery } from '@/lib/use-media-query';
import { ConsentBanner } from './consent-banner';
import { SMALL_SCREEN_QUERY, smallScreenNoticeShown } from './small-screen';

// Each overlay and its texts load only when it opens, so the first page stays small.
const CookiePreferencesDialog = lazy(() => import('./cookie-preferences-dialog'));
const CookiePolicyDialog = lazy(() => withNamespaces(['legal'], () => import('./legal/cookie-policy')));
const PrivacyPolicyDialog = lazy(() => withNamespaces(['legal'], () => import('./legal/privacy-policy')));
const TermsDialog = lazy(() => withNamespaces(['legal'], () => import('./legal/terms')));
const SmallScreenNotice = lazy(() => import('./small-screen-notice'));

/**
 * Everything the shell lays over the pages: the consent banner, cookie settings, the three legal
 * texts and the small-screen notice. The notice waits until the consent banner has been answered,
 * so two modal dialogs never compete for the same first visit.
 */
export function ShellOverlays() {
  const flags = useUiStore(
    useShallow((state) => ({
      preferences: state.cookiePreferencesVisible,
      cookiePolicy: state.cookiePolicyVisible,
      privacyPolicy: state.privacyPolicyVisible,
      terms: state.termsVisible,
    })),
  );
  const consentDecided = useConsentStore((state) => state.consent !== null);
  const smallScreen = useMediaQuery(SMALL_SCREEN_QUERY);
  const [noticeDone, setNoticeDone] = useState(smallScreenNoticeShown);
  const showNotice = smallScreen && consentDecided && !noticeDone;

  return (
    <>
      <ConsentBanner />
      {/* One boundary each: an overlay that is still loading must not hide one that is open. */}
      <Suspense fallback={null}>{flags.preferences ? <CookiePreferencesDialog /> : null}</Suspense>
      <Suspense fallback={null}>{flags.cookiePolicy ? <CookiePolicyDialog /> : null}</Suspense>
      <Suspense fallback={null}>{flags.privacyPolicy ? <PrivacyPolicyDialog /> : null}</Suspense>
      <Suspense fallback={null}>{flags.terms ? <TermsDialog /> : null}</Suspense>
      <Suspense fallback={null}>
        {showNotice ? <SmallScreenNotice onClose={() => setNoticeDone(true)} /> : null}
      </Suspense>
    </>
  );
}
