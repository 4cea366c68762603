// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { PromoBanner } from '../src/features/home/components/PromoBanner';
import { BANNER_DISMISSED_KEY, bannerDismissedStore } from '../src/lib/storage';
import { renderWithProviders } from './dom-helpers';

const dismissButton = () => screen.queryByRole('button', { name: 'Dismiss the RItrain banner' });

afterEach(() => {
  cleanup();
  bannerDismissedStore.remove();
});

describe('PromoBanner', () => {
  it('hides once dismissed and stays hidden on the next visit', () => {
    renderWithProviders(<PromoBanner />);
    fireEvent.click(dismissButton() as HTMLElement);
    expect(dismissButton()).toBeNull();
    cleanup();
    renderWithProviders(<PromoBanner />);
    expect(dismissButton()).toBeNull();
  });

  it('stays hidden for visitors who dismissed it before the versioned store', () => {
    window.localStorage.setItem(BANNER_DISMISSED_KEY, 'true');
    renderWithProviders(<PromoBanner />);
    expect(dismissButton()).toBeNull();
  });

  it('hides when another tab dismisses it', () => {
    renderWithProviders(<PromoBanner />);
    expect(dismissButton()).not.toBeNull();
    act(() => {
      window.localStorage.setItem(BANNER_DISMISSED_KEY, JSON.stringify({ version: 1, data: true }));
      window.dispatchEvent(new StorageEvent('storage', { key: BANNER_DISMISSED_KEY }));
    });
    expect(dismissButton()).toBeNull();
  });
});
