import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client';
import { formErrorsOf, formFieldOf } from './form-errors';

describe('formErrorsOf', () => {
  it('puts 400 field errors under their fields, without a form message', () => {
    const error = new ApiError({
      code: 'invalidParameter',
      status: 400,
      message: 'Invalid parameter.',
      fields: [
        { field: 'body.email', code: 'invalidEmail', message: 'Invalid Email Format' },
        { field: 'body.groupIds.0', code: 'invalidFormat', message: 'Bad id' },
        { field: 'body.email', code: 'tooLong', message: 'second' },
      ],
    });
    expect(formErrorsOf(error)).toEqual({
      fields: { email: 'Invalid Email Format', groupIds: 'Bad id' },
      message: null,
    });
  });

  it('shows a 409 message above the form', () => {
    const error = new ApiError({ code: 'conflict', status: 409, message: 'Email is already in use.' });
    expect(formErrorsOf(error)).toEqual({ fields: {}, message: 'Email is already in use.' });
  });

  it('shows the message of a code that is about one field under that field', () => {
    const error = new ApiError({ code: 'userEmailExists', status: 409, message: 'Email is already in use.' });
    expect(formErrorsOf(error, { userEmailExists: 'email' })).toEqual({
      fields: { email: 'Email is already in use.' },
      message: null,
    });
    expect(formErrorsOf(error, { userGroupNameExists: 'name' })).toEqual({
      fields: {},
      message: 'Email is already in use.',
    });
  });
});

describe('formFieldOf', () => {
  it('keeps the first segment, or the first within the objects a nested form lists, the longest first', () => {
    expect(formFieldOf('body.meetings.0.location')).toBe('meetings');
    expect(formFieldOf('body.content.text')).toBe('content');
    const within = ['item', 'content', 'item.content'];
    expect(formFieldOf('body.content.fileTypes.0', within)).toBe('fileTypes');
    expect(formFieldOf('body.item.content.text', within)).toBe('text');
    expect(formFieldOf('body.item.title', within)).toBe('title');
    expect(formFieldOf('body.title', within)).toBe('title');
    expect(formFieldOf('body.contents.text', within)).toBe('contents');
  });
});
