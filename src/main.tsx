import { I18nProvider } from '@lingui/react';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { BrowserRouter } from 'react-router';
import { PersistGate } from 'redux-persist/integration/react';
import { AppRoutes } from './app/AppRoutes';
import { makeStore } from './app/store';
import { refetchOnFreshData } from './lib/gateway/fresh-data';
import { activateLanguage, currentLanguageCode, i18n } from './lib/i18n/i18n';
import { registerServiceWorker } from './lib/pwa/service-worker';
import './app/app.css';

async function bootstrap() {
  // The catalog must be there before the first render, or the first paint would flash keys.
  await activateLanguage(currentLanguageCode());
  const { store, persistor } = makeStore();
  refetchOnFreshData(store.dispatch);
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <Provider store={store}>
        <PersistGate loading={null} persistor={persistor}>
          <I18nProvider i18n={i18n}>
            <BrowserRouter>
              <AppRoutes />
            </BrowserRouter>
          </I18nProvider>
        </PersistGate>
      </Provider>
    </StrictMode>,
  );
  void registerServiceWorker();
}

void bootstrap();
