// @vitest-environment jsdom
import { fireEvent, render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { APP_TEXTS } from '../../config/texts';
import { signInWithPassword } from '../../data/auth';
import { SignInForm } from './SignInForm';
import { validateSignIn } from './signInForm';

vi.mock('../../data/auth', () => ({ signInWithPassword: vi.fn() }));
const signInMock = vi.mocked(signInWithPassword);

describe('validateSignIn', () => {
  it('asks for both fields', () => {
    expect(validateSignIn('', '')).toEqual({
      email: 'signIn.emailMissing',
      password: 'signIn.passwordMissing',
    });
  });
  it('catches an address without @ or domain, and trims spaces', () => {
    expect(validateSignIn('owner', 'x').email).toBe('signIn.emailInvalid');
    expect(validateSignIn('owner@demo', 'x').email).toBe('signIn.emailInvalid');
    expect(validateSignIn('  owner@demo.lotcrew.test ', 'x')).toEqual({});
  });
});

describe('SignInForm', () => {
  beforeEach(() => signInMock.mockReset());

  function fill(email: string, password: string) {
    fireEvent.change(screen.getByLabelText(APP_TEXTS.signIn.email), { target: { value: email } });
    fireEvent.change(screen.getByLabelText(APP_TEXTS.signIn.password), { target: { value: password } });
    fireEvent.click(screen.getByRole('button', { name: APP_TEXTS.signIn.submit }));
  }

  it('does not call the server while a field is invalid', () => {
    render(<SignInForm />);
    fill('owner', '');
    expect(screen.getByText(APP_TEXTS.signIn.emailInvalid)).toBeTruthy();
    expect(screen.getByText(APP_TEXTS.signIn.passwordMissing)).toBeTruthy();
    expect(signInMock).not.toHaveBeenCalled();
  });

  it('shows why sign-in failed and keeps both fields as typed', async () => {
    signInMock.mockResolvedValue({ ok: false, reason: 'wrongCredentials' });
    render(<SignInForm />);
    fill('owner@demo.lotcrew.test', 'wrong');
    expect((await screen.findByRole('alert')).textContent).toBe(APP_TEXTS.signIn.wrongCredentials);
    expect(signInMock).toHaveBeenCalledWith('owner@demo.lotcrew.test', 'wrong');
    expect(screen.getByLabelText<HTMLInputElement>(APP_TEXTS.signIn.email).value).toBe(
      'owner@demo.lotcrew.test',
    );
    expect(screen.getByLabelText<HTMLInputElement>(APP_TEXTS.signIn.password).value).toBe('wrong');
  });

  it('tells an offline first-time user why sign-in cannot work yet', async () => {
    signInMock.mockResolvedValue({ ok: false, reason: 'offline' });
    render(<SignInForm />);
    fill('owner@demo.lotcrew.test', 'lotcrew-demo');
    expect((await screen.findByRole('alert')).textContent).toBe(APP_TEXTS.signIn.offline);
  });
});
