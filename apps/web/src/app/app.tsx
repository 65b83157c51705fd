import { useState } from 'react';
import { RouterProvider } from 'react-router';
import { ConfirmDialogHost } from '@/components/confirm-dialog';
import { Toaster } from '@/components/toaster';
import { AppProvider } from './provider';
import { createRouter } from './router';

export function App() {
  const [router] = useState(createRouter);
  return (
    <AppProvider>
      <RouterProvider router={router} />
      <Toaster />
      <ConfirmDialogHost />
    </AppProvider>
  );
}
