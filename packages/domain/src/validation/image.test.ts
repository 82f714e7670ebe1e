import { describe, expect, it } from 'vitest';
import { imageTypeSchema, isAllowedImage } from './image';
import { firstError } from './test-helpers';

describe('imageTypeSchema', () => {
  it.each([
    ['image/png', undefined],
    ['image/jpeg', undefined],
    ['image/gif', undefined],
    ['image/webp', 'Please upload a png, jpeg or gif image'],
    ['image/svg+xml', 'Please upload a png, jpeg or gif image'],
    ['', 'Please upload a png, jpeg or gif image'],
  ])('%j → %s', (type, message) => {
    expect(firstError(imageTypeSchema, type)).toBe(message);
  });
});

describe('isAllowedImage', () => {
  it.each([
    ['photo.png', true],
    ['PHOTO.JPG', true],
    ['photo.jpeg', true],
    ['anim.gif', true],
    ['image/png', true],
    ['IMAGE/JPEG', true],
    ['photo.webp', false],
    ['photo.png.exe', false],
    ['png', false],
    ['image/bmp', false],
    ['', false],
  ])('%j → %s', (value, allowed) => {
    expect(isAllowedImage(value)).toBe(allowed);
  });
});
