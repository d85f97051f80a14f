import { describe, expect, it } from 'vitest';
import {
  activeIndexAt,
  IMAGE_ALTERNATING_NAVIGATION_ABOVE,
  isAtEnd,
  showsNavigation,
  stepIndex,
} from './carousel.ts';

describe('carousel rules', () => {
  it('shows navigation only above the given number of slides', () => {
    expect(showsNavigation(0)).toBe(false);
    expect(showsNavigation(1)).toBe(false);
    expect(showsNavigation(2)).toBe(true);
    // Spec 000 §9: the image-alternating carousel only above 3 items.
    expect(showsNavigation(3, IMAGE_ALTERNATING_NAVIGATION_ABOVE)).toBe(false);
    expect(showsNavigation(4, IMAGE_ALTERNATING_NAVIGATION_ABOVE)).toBe(true);
  });

  it('takes the slide nearest the start of the track as active', () => {
    expect(activeIndexAt(0, 300, 5)).toBe(0);
    expect(activeIndexAt(140, 300, 5)).toBe(0);
    expect(activeIndexAt(160, 300, 5)).toBe(1);
    expect(activeIndexAt(900, 300, 5)).toBe(3);
    expect(activeIndexAt(5000, 300, 5)).toBe(4);
    // Right-to-left tracks scroll to negative offsets.
    expect(activeIndexAt(-600, 300, 5)).toBe(2);
  });

  it('makes the last slide active at the end of the track', () => {
    expect(activeIndexAt(600, 300, 5, true)).toBe(4);
  });

  it('has no active slide beyond the list, and survives an unmeasured track', () => {
    expect(activeIndexAt(300, 0, 5)).toBe(0);
    expect(activeIndexAt(300, 300, 0)).toBe(0);
  });

  it('knows the end of the track', () => {
    expect(isAtEnd(600, 400, 1000)).toBe(true);
    expect(isAtEnd(599.5, 400, 1000)).toBe(true);
    expect(isAtEnd(500, 400, 1000)).toBe(false);
  });

  it('steps one slide and stops at both ends', () => {
    expect(stepIndex(0, -1, 4)).toBe(0);
    expect(stepIndex(0, 1, 4)).toBe(1);
    expect(stepIndex(3, 1, 4)).toBe(3);
  });
});
