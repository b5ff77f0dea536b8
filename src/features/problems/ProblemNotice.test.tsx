// @vitest-environment jsdom
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { dismissProblems, reportProblem } from '../../data/problems';
import { PROBLEM_TEXTS } from '../../i18n/areas/problems';
import { ProblemNotice } from './ProblemNotice';

afterEach(() => dismissProblems());

describe('ProblemNotice', () => {
  it('says nothing while nothing failed, and says what a stopped view means once one did', () => {
    render(<ProblemNotice />);
    expect(screen.queryByTestId('problem-notice')).toBeNull();
    act(() => reportProblem('mirror', new Error('permission-denied'), 'the tickets view stopped'));
    expect(screen.getByText(PROBLEM_TEXTS.english['problems.mirror'])).toBeTruthy();
    act(() => screen.getByRole('button', { name: PROBLEM_TEXTS.english['problems.dismiss'] }).click());
    expect(screen.queryByTestId('problem-notice')).toBeNull();
  });

  it('leaves refused writes to the sync indicator', () => {
    render(<ProblemNotice />);
    act(() => reportProblem('refusedWrite', new Error('permission-denied')));
    expect(screen.queryByTestId('problem-notice')).toBeNull();
  });
});
