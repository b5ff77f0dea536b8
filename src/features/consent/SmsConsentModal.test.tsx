// @vitest-environment jsdom
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { recordSmsConsent } from '../../data/users';
import { SmsConsentModal } from './SmsConsentModal';

vi.mock('../../data/users', () => ({ recordSmsConsent: vi.fn() }));
vi.mock('../../data/policyWebhook', () => ({ postPolicyAcceptance: vi.fn(() => Promise.resolve()) }));

describe('SmsConsentModal when saving fails (spec §8)', () => {
  it("shows 'Something went wrong. Please try again.', keeps the form, and can still be closed", async () => {
    vi.mocked(recordSmsConsent).mockRejectedValue(new Error('IndexedDB is closed'));
    const onClose = vi.fn();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(<SmsConsentModal displayName="Sam Sandoval" onClose={onClose} />);
    fireEvent.click(screen.getByText('No, Thanks'));
    expect(await screen.findByText('Something went wrong. Please try again.')).toBeTruthy();
    expect(screen.getByLabelText<HTMLInputElement>('Signature (full name)').value).toBe('Sam Sandoval');
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByText('No, Thanks').closest('button')?.disabled).toBe(false);
  });
});
