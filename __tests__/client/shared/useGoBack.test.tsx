import type { ReactNode } from 'react';
import { renderHook } from '@testing-library/react';
import { IonRouterContext, type IonRouterContextState } from '@ionic/react';
import { MemoryRouter } from 'react-router-dom';
import { useGoBack } from '@/shared/ui/useGoBack';

function ionRouter(canGoBack: boolean): IonRouterContextState {
  return {
    routeInfo: { pathname: '/orders/filters' } as IonRouterContextState['routeInfo'],
    push: jest.fn(),
    back: jest.fn(),
    navigateRoot: jest.fn(),
    canGoBack: () => canGoBack,
    nativeBack: jest.fn(),
  };
}

function withIonRouter(router: IonRouterContextState) {
  return ({ children }: { children: ReactNode }) => (
    <MemoryRouter future={{ v7_startTransition: true, v7_relativeSplatPath: true }}>
      <IonRouterContext.Provider value={router}>{children}</IonRouterContext.Provider>
    </MemoryRouter>
  );
}

describe('useGoBack under the Ionic router', () => {
  it('pops the Ionic history when there is one', () => {
    const router = ionRouter(true);
    const { result } = renderHook(() => useGoBack(), { wrapper: withIonRouter(router) });
    result.current('/orders');
    expect(router.back).toHaveBeenCalledTimes(1);
    expect(router.push).not.toHaveBeenCalled();
  });

  it('replaces the page with the fallback, animating backwards, on a deep link', () => {
    const router = ionRouter(false);
    const { result } = renderHook(() => useGoBack(), { wrapper: withIonRouter(router) });
    result.current('/orders');
    expect(router.push).toHaveBeenCalledWith('/orders', 'back', 'replace');
    expect(router.back).not.toHaveBeenCalled();
  });
});
