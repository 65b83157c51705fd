import { useTranslation } from 'react-i18next';
import { DialogBody } from '@/components/ui/dialog';
import { LegalDialog, openFrom, POLICIES_UPDATED, proseClass } from './legal-dialog';
import { RichText } from './rich-text';

const SECTIONS = ['what', 'ours', 'control', 'more'] as const;

/** Every cookie Caseboard sets (spec section 3) with its category. */
const COOKIES = [
  { name: 'auth_token', key: 'auth_token', category: 'necessary' },
  { name: 'i18n_redirected', key: 'i18n_redirected', category: 'necessary' },
  { name: 'cookie_consent', key: 'cookie_consent', category: 'necessary' },
  { name: '_ga', key: '_ga', category: 'analytics' },
  { name: '_ga_*', key: '_ga_id', category: 'analytics' },
] as const;

export default function CookiePolicyDialog() {
  const { t } = useTranslation('legal');
  const open = openFrom('cookiePolicy');
  return (
    <LegalDialog overlay="cookiePolicy" title={t('cookiePolicy.title')} updated={POLICIES_UPDATED}>
      <DialogBody className="py-5">
        <div className={proseClass}>
          <p className="text-base text-ink">{t('cookiePolicy.intro')}</p>
          {SECTIONS.map((id) => (
            <section key={id} aria-labelledby={`cookie-${id}`} className="space-y-3 pt-3">
              <h3 id={`cookie-${id}`} className="text-base font-semibold text-ink">
                {t(`cookiePolicy.sections.${id}.title`)}
              </h3>
              <RichText text={t(`cookiePolicy.sections.${id}.body`)} onOpen={open} />
              {id === 'ours' ? <CookieTable /> : null}
            </section>
          ))}
        </div>
      </DialogBody>
    </LegalDialog>
  );
}

function CookieTable() {
  const { t } = useTranslation('legal');
  return (
    <div className="overflow-x-auto rounded-lg border border-line">
      <table className="w-full border-collapse text-left text-sm">
        <caption className="sr-only">{t('cookiePolicy.table.caption')}</caption>
        <thead className="bg-surface-muted text-xs text-ink-muted">
          <tr>
            <th scope="col" className="px-3 py-2 font-medium">
              {t('cookiePolicy.table.name')}
            </th>
            <th scope="col" className="px-3 py-2 font-medium">
              {t('cookiePolicy.table.purpose')}
            </th>
            <th scope="col" className="px-3 py-2 font-medium">
              {t('cookiePolicy.table.category')}
            </th>
            <th scope="col" className="px-3 py-2 font-medium">
              {t('cookiePolicy.table.duration')}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-line">
          {COOKIES.map((cookie) => (
            <tr key={cookie.name} className="align-top">
              <th scope="row" className="px-3 py-2 font-mono text-xs font-medium whitespace-nowrap text-ink">
                {cookie.name}
              </th>
              <td className="px-3 py-2">{t(`cookiePolicy.table.rows.${cookie.key}.purpose`)}</td>
              <td className="px-3 py-2 whitespace-nowrap">{t(`cookiePolicy.table.${cookie.category}`)}</td>
              <td className="px-3 py-2">{t(`cookiePolicy.table.rows.${cookie.key}.duration`)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
