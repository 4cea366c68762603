import { BAD_CREDENTIALS_MESSAGE, type Capabilities, type CurrentUser } from '@hub/domain';
import { describe, expect, it } from 'vitest';
import { accountNavItems } from '../src/app/layout/account-nav';
import { breadcrumbsForPath } from '../src/app/router';
import {
  loginErrorMessage,
  roleLabel,
  splitFieldIssues,
  TOO_MANY_ATTEMPTS,
  UNKNOWN_LOGIN_PROBLEM,
} from '../src/features/account/logic';
import { ApiError } from '../src/lib/api-client';

const user = (roles: CurrentUser['roles']): CurrentUser => ({
  id: 1,
  username: 'u',
  name: 'U',
  email: 'u@example.org',
  roles,
  frameworks: [],
});

describe('loginErrorMessage', () => {
  it("shows the server's message for a 400", () => {
    expect(loginErrorMessage(new ApiError(400, BAD_CREDENTIALS_MESSAGE, 'BAD_REQUEST'))).toBe(
      BAD_CREDENTIALS_MESSAGE,
    );
  });

  it("shows the server's message for a 429, or a generic one when it sent none", () => {
    expect(loginErrorMessage(new ApiError(429, 'Slow down', 'RATE_LIMITED'))).toBe('Slow down');
    expect(loginErrorMessage(new ApiError(429, 'The request failed (HTTP 429).'))).toBe(TOO_MANY_ATTEMPTS);
  });

  it('shows the unknown-problem message for anything else', () => {
    expect(loginErrorMessage(new ApiError(500, 'The server could not complete the request'))).toBe(
      UNKNOWN_LOGIN_PROBLEM,
    );
    expect(loginErrorMessage(new ApiError(0, 'offline'))).toBe(UNKNOWN_LOGIN_PROBLEM);
    expect(loginErrorMessage(new ApiError(400, 'The request failed (HTTP 400).'))).toBe(
      UNKNOWN_LOGIN_PROBLEM,
    );
    expect(loginErrorMessage(new Error('boom'))).toBe(UNKNOWN_LOGIN_PROBLEM);
  });
});

describe('splitFieldIssues', () => {
  const fields = ['currentPassword', 'newPassword', 'confirmPassword'] as const;

  it('keeps the first message per known field and collects the rest', () => {
    const result = splitFieldIssues(
      [
        { path: 'currentPassword', message: 'Wrong password' },
        { path: 'currentPassword', message: 'second' },
        { path: 'newPassword', message: 'Too short' },
        { path: '', message: 'Something else' },
      ],
      fields,
    );
    expect(result.fields).toEqual({ currentPassword: 'Wrong password', newPassword: 'Too short' });
    expect(result.other).toEqual(['Something else']);
  });

  it('accepts no issues at all', () => {
    expect(splitFieldIssues(undefined, fields)).toEqual({ fields: {}, other: [] });
  });
});

describe('roleLabel', () => {
  it('names both roles for people', () => {
    expect(roleLabel('framework_manager')).toBe('Framework manager');
    expect(roleLabel('content_manager')).toBe('Content manager');
  });
});

describe('accountNavItems', () => {
  const can = (createFramework: boolean, manageTraining: boolean): Capabilities => ({
    createFramework,
    manageTraining,
    createOwnProfile: false,
    frameworks: {},
  });
  const labels = (u: CurrentUser | null, c: Capabilities) => accountNavItems(u, c).map((item) => item.label);

  it('is empty for an anonymous visitor', () => {
    expect(labels(null, can(false, false))).toEqual([]);
  });

  it('gives a user the server allows no management the account links only', () => {
    expect(labels(user([]), can(false, false))).toEqual(['My account', 'Change password']);
  });

  it("adds 'Manage frameworks' when the server says the user may create frameworks", () => {
    expect(accountNavItems(user(['framework_manager']), can(true, false))[0]).toEqual({
      label: 'Manage frameworks',
      to: '/manage-frameworks',
    });
    expect(labels(user(['framework_manager']), can(true, false))).not.toContain('Manage Training Resources');
  });

  it("adds 'Manage Training Resources' when the server says the user may manage training", () => {
    expect(labels(user(['content_manager']), can(false, true))).toEqual([
      'Manage Training Resources',
      'My account',
      'Change password',
    ]);
    expect(accountNavItems(user(['content_manager']), can(false, true))[0]?.to).toBe(
      '/all-training-resources',
    );
  });

  it('lists both management links, in order, when both are allowed', () => {
    expect(labels(user(['content_manager', 'framework_manager']), can(true, true))).toEqual([
      'Manage frameworks',
      'Manage Training Resources',
      'My account',
      'Change password',
    ]);
  });

  it('reads the capabilities, not the roles', () => {
    expect(labels(user(['framework_manager', 'content_manager']), can(false, false))).toEqual([
      'My account',
      'Change password',
    ]);
  });
});

describe('breadcrumbs of the account pages', () => {
  it.each([
    ['/login', 'Log in'],
    ['/user/view', 'My profile'],
    ['/user/change/password', 'Change password'],
    ['/manage-frameworks', 'Manage frameworks'],
    ['/all-training-resources', 'Manage training resources'],
  ])('names %s', (path, label) => {
    expect(breadcrumbsForPath(path)).toEqual([{ label: 'Competency Hub', to: '/' }, { label }]);
  });

  it('still ends unknown account-like paths with Page not found', () => {
    expect(breadcrumbsForPath('/user/nothing').at(-1)?.label).toBe('Page not found');
  });
});
