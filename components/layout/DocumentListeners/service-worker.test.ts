import { keepPageOffline } from './service-worker';

describe('keepPageOffline', () => {
  it('registers no service worker with the data saver on', async () => {
    const register = jest.fn();
    Object.defineProperty(navigator, 'connection', { value: { saveData: true }, configurable: true });
    Object.defineProperty(navigator, 'serviceWorker', { value: { register }, configurable: true });
    try {
      keepPageOffline();
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(register).not.toHaveBeenCalled();
    } finally {
      Reflect.deleteProperty(navigator, 'connection');
      Reflect.deleteProperty(navigator, 'serviceWorker');
    }
  });
});
