import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Dialog, DialogBody, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { Icon } from '@/components/ui/icons';
import { rememberSmallScreenNotice } from './small-screen';

/** Centred, 480 px: the app is built for large screens; closing it in any way remembers that it was shown. */
export default function SmallScreenNotice({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const close = () => {
    rememberSmallScreenNotice();
    onClose();
  };
  return (
    <Dialog open onOpenChange={(open) => !open && close()}>
      <DialogContent size="sm">
        <DialogBody className="flex flex-col items-center gap-3 pt-8 pb-2 text-center">
          <span className="flex size-10 items-center justify-center rounded-full bg-accent-soft text-accent">
            <Icon name="monitor" className="size-5" />
          </span>
          <DialogTitle className="text-lg font-semibold text-ink">{t('smallScreen.title')}</DialogTitle>
          <DialogDescription className="text-sm text-ink-muted">{t('smallScreen.message')}</DialogDescription>
        </DialogBody>
        <div className="flex justify-center px-6 pt-4 pb-6">
          <Button onClick={close}>{t('smallScreen.confirm')}</Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
