import {
  DEFAULT_THEME,
  LOGO_MEDIA_TYPES,
  MAX_LOGO_BYTES,
  THEME_FONTS,
  type ProjectTheme,
  type ThemeFont,
  type UpdateTheme,
} from '@caseboard/contracts';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogBody,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
} from '@/components/ui/dialog';
import { toast } from '@/lib/toast';
import { useTheme, useUpdateTheme } from '../api/theme';
import { exportErrorText } from '../lib/error-text';

const control =
  'rounded-md border border-line-strong bg-surface px-3 text-sm text-ink hover:border-ink-subtle focus-visible:border-accent aria-[invalid=true]:border-danger';
const HEX = /^#[0-9A-Fa-f]{6}$/;

function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('unreadable'));
    reader.readAsDataURL(file);
  });
}

/** The project theme: accent colour, font and logo, with a small preview of a slide dressed in them. */
export function ThemeDialog({ projectId, onClose }: { projectId: number; onClose: () => void }) {
  const { t } = useTranslation('export');
  const theme = useTheme(projectId);
  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent size="md" aria-describedby={undefined}>
        <DialogHeader title={t('theme.title')}>
          <DialogDescription className="mt-1 text-sm text-ink-muted">{t('theme.description')}</DialogDescription>
        </DialogHeader>
        {theme.data ? (
          <ThemeForm projectId={projectId} initial={theme.data} onClose={onClose} />
        ) : (
          <DialogBody className="pb-6">
            <p className="text-sm text-ink-muted" role={theme.isError ? 'alert' : 'status'}>
              {theme.isError ? t('theme.loadFailed') : '…'}
            </p>
          </DialogBody>
        )}
      </DialogContent>
    </Dialog>
  );
}

function ThemeForm({ projectId, initial, onClose }: { projectId: number; initial: ProjectTheme; onClose: () => void }) {
  const { t } = useTranslation('export');
  const id = useId();
  const update = useUpdateTheme();
  const fileInput = useRef<HTMLInputElement>(null);
  const [accent, setAccent] = useState(initial.accentColor);
  const [font, setFont] = useState<ThemeFont>(initial.font);
  const [logo, setLogo] = useState<string | null>(initial.logo);
  const [logoError, setLogoError] = useState<string | null>(null);
  const accentValid = HEX.test(accent);

  const pickLogo = async (file: File | undefined) => {
    if (!file) return;
    if (!(LOGO_MEDIA_TYPES as readonly string[]).includes(file.type)) return setLogoError(t('theme.logoWrongType'));
    if (file.size > MAX_LOGO_BYTES) return setLogoError(t('theme.logoTooBig'));
    setLogoError(null);
    setLogo(await readAsDataUrl(file));
  };

  const save = () => {
    if (!accentValid) return;
    const changes: UpdateTheme = {};
    if (accent.toUpperCase() !== initial.accentColor) changes.accentColor = accent;
    if (font !== initial.font) changes.font = font;
    if (logo !== initial.logo) changes.logo = logo;
    if (Object.keys(changes).length === 0) return onClose();
    update.mutate(
      { projectId, changes },
      {
        onSuccess: () => {
          toast.success(t('theme.saved'));
          onClose();
        },
        onError: (error) => toast.error(t('theme.saveFailed'), exportErrorText(error)),
      },
    );
  };

  const shownAccent = accentValid ? accent : DEFAULT_THEME.accentColor;
  return (
    <form
      className="flex min-h-0 flex-1 flex-col"
      onSubmit={(event) => {
        event.preventDefault();
        save();
      }}
    >
      <DialogBody className="grid gap-6 pb-6 sm:grid-cols-[1fr_15rem]">
        <div className="flex flex-col gap-5">
          <div className="flex flex-col gap-1.5">
            <label htmlFor={`${id}-accent`} className="text-sm font-medium text-ink">
              {t('theme.accent')}
            </label>
            <div className="flex items-center gap-2">
              <input
                type="color"
                value={shownAccent.toLowerCase()}
                onChange={(event) => setAccent(event.target.value.toUpperCase())}
                aria-label={t('theme.accentPicker')}
                className="h-10 w-12 cursor-pointer rounded-md border border-line-strong bg-surface p-1"
              />
              <input
                id={`${id}-accent`}
                value={accent}
                maxLength={7}
                spellCheck={false}
                onChange={(event) => setAccent(event.target.value.trim())}
                aria-invalid={!accentValid}
                aria-describedby={`${id}-accent-hint`}
                className={`h-10 w-32 font-mono uppercase ${control}`}
              />
            </div>
            <p id={`${id}-accent-hint`} className={accentValid ? 'text-xs text-ink-subtle' : 'text-xs text-danger'}>
              {accentValid ? t('theme.accentHint') : t('theme.accentInvalid')}
            </p>
          </div>

          <div className="flex flex-col gap-1.5">
            <label htmlFor={`${id}-font`} className="text-sm font-medium text-ink">
              {t('theme.font')}
            </label>
            <select
              id={`${id}-font`}
              value={font}
              onChange={(event) => setFont(event.target.value as ThemeFont)}
              aria-describedby={`${id}-font-hint`}
              className={`h-10 w-56 pr-8 ${control}`}
            >
              {THEME_FONTS.map((name) => (
                <option key={name} value={name}>
                  {name}
                </option>
              ))}
            </select>
            <p id={`${id}-font-hint`} className="text-xs text-ink-subtle">
              {t('theme.fontHint')}
            </p>
          </div>

          <fieldset className="flex flex-col gap-1.5" aria-describedby={`${id}-logo-hint`}>
            <legend className="mb-1.5 text-sm font-medium text-ink">{t('theme.logo')}</legend>
            <div className="flex flex-wrap items-center gap-3">
              <div className="flex h-12 w-28 items-center justify-center rounded-md border border-line bg-surface-muted">
                {logo ? (
                  <img src={logo} alt={t('theme.logoAlt')} className="max-h-10 max-w-24 object-contain" />
                ) : (
                  <span className="text-xs text-ink-muted">{t('theme.logoNone')}</span>
                )}
              </div>
              <input
                ref={fileInput}
                type="file"
                accept={LOGO_MEDIA_TYPES.join(',')}
                className="sr-only"
                tabIndex={-1}
                aria-hidden="true"
                onChange={(event) => {
                  void pickLogo(event.target.files?.[0]);
                  event.target.value = '';
                }}
              />
              <Button size="sm" variant="secondary" onClick={() => fileInput.current?.click()}>
                {t('theme.logoChoose')}
              </Button>
              {logo ? (
                <Button size="sm" variant="ghost" onClick={() => setLogo(null)}>
                  {t('theme.logoRemove')}
                </Button>
              ) : null}
            </div>
            <p
              id={`${id}-logo-hint`}
              className={logoError ? 'text-xs text-danger' : 'text-xs text-ink-subtle'}
              role={logoError ? 'alert' : undefined}
            >
              {logoError ?? t('theme.logoHint')}
            </p>
          </fieldset>
        </div>

        <div className="flex flex-col gap-1.5">
          <p className="text-sm font-medium text-ink">{t('theme.preview')}</p>
          {/* A 16:9 slide in miniature: tracker, logo, title and a body line, in the chosen font and colour. */}
          <div
            aria-hidden="true"
            className="relative aspect-video w-full overflow-hidden rounded-md border border-line bg-white p-3 text-ink"
            style={{ fontFamily: `${font}, sans-serif` }}
          >
            <div className="flex items-start justify-between">
              <span
                className="border-b-2 pb-0.5 text-[7px] font-bold"
                style={{ color: shownAccent, borderColor: shownAccent }}
              >
                {t('theme.preview')}
              </span>
              {logo ? <img src={logo} alt="" className="max-h-4 max-w-12 object-contain" /> : null}
            </div>
            <p className="mt-3 text-[11px] leading-tight font-bold">{t('theme.previewTitle')}</p>
            <div className="mt-1.5 h-px bg-line" />
            <div className="mt-2 flex items-end gap-1.5">
              {[60, 38, 48, 24].map((height, index) => (
                <span
                  key={height}
                  className="w-4"
                  style={{ height, background: index === 0 ? shownAccent : '#B8C2CC' }}
                />
              ))}
              <p className="ml-2 text-[8px] text-ink-muted">{t('theme.previewBody')}</p>
            </div>
          </div>
        </div>
      </DialogBody>
      <DialogFooter>
        <Button variant="ghost" onClick={onClose}>
          {t('theme.cancel')}
        </Button>
        <Button type="submit" busy={update.isPending} disabled={!accentValid}>
          {t('theme.save')}
        </Button>
      </DialogFooter>
    </form>
  );
}
