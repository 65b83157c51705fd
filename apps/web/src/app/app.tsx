import { useEffect, useState } from 'react';
import { RouterProvider } from 'react-router';
import { ConfirmDialogHost } from '@/components/confirm-dialog';
import { Toaster } from '@/components/toaster';
import { handleSessionExpiry } from '@/features/auth/session';
import { AppProvider } from './provider';
import { createRouter } from './router';

export function App() {
  const [router] = useState(createRouter);
  // A 401 from any call signs the user out and goes to `/` (spec section 4).
  useEffect(() => handleSessionExpiry((path) => router.navigate(path)), [router]);
  return (
    <AppProvider>
      <RouterProvider router={router} />
      <Toaster />
      <ConfirmDialogHost />
    </AppProvider>
  );
}
