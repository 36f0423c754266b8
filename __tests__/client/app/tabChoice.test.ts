import { showTabChosenOnTap } from '@/app/layout/tabChoice';

function tabBar() {
  document.body.innerHTML = `
    <ion-tab-bar>
      <ion-tab-button tab="orders" class="tab-selected"><ion-label>Pedidos</ion-label></ion-tab-button>
      <ion-tab-button tab="invoices"><ion-label>Comandas</ion-label></ion-tab-button>
      <ion-tab-button tab="more"><ion-label>Mais</ion-label></ion-tab-button>
    </ion-tab-bar>
    <button id="elsewhere">Outro</button>`;
  const bar = document.querySelector('ion-tab-bar') as HTMLElement;
  const button = (tab: string) => bar.querySelector(`[tab="${tab}"]`) as HTMLElement;
  const chosen = () => [...bar.querySelectorAll('[data-chosen]')].map((element) => element.getAttribute('tab'));
  return { bar, button, chosen };
}

describe('the tab tapped shows as chosen in the tap itself (showTabChosenOnTap)', () => {
  let stop: () => void;
  beforeEach(() => {
    stop = showTabChosenOnTap(document);
  });
  afterEach(() => stop());

  it('marks the tab tapped and the bar at the click, before any other listener runs', () => {
    const { bar, button, chosen } = tabBar();
    let seenByTheButton: string | null = null;
    button('invoices').addEventListener('click', () => {
      seenByTheButton = button('invoices').getAttribute('data-chosen');
    });
    button('invoices').querySelector('ion-label')?.click();
    expect(seenByTheButton).toBe('');
    expect(chosen()).toEqual(['invoices']);
    expect(bar).toHaveAttribute('data-choosing');
  });

  it("drops the mark once the tab bar's own selection changes", () => {
    const { bar, button, chosen } = tabBar();
    button('invoices').click();
    bar.dispatchEvent(new CustomEvent('ionTabBarChanged', { bubbles: true, detail: { tab: 'invoices' } }));
    expect(chosen()).toEqual([]);
    expect(bar).not.toHaveAttribute('data-choosing');
  });

  it('a second tap moves the mark; the tab already selected, or a tap elsewhere, marks nothing', () => {
    const { bar, button, chosen } = tabBar();
    button('invoices').click();
    button('more').click();
    expect(chosen()).toEqual(['more']);
    button('orders').click();
    expect(chosen()).toEqual([]);
    expect(bar).not.toHaveAttribute('data-choosing');
    (document.getElementById('elsewhere') as HTMLElement).click();
    expect(chosen()).toEqual([]);
  });

  it('stops listening when asked', () => {
    const { button, chosen } = tabBar();
    stop();
    button('invoices').click();
    expect(chosen()).toEqual([]);
  });
});
