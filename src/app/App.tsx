import { Provider } from 'jotai';
import { RouterProvider } from 'react-router-dom';
import { store } from '../lib/store';
import { router } from './router';

export function App() {
  return (
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>
  );
}
