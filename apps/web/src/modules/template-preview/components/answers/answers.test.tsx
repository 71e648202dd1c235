import { MantineProvider } from '@mantine/core';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { AnswerValue, ItemState } from '@fieldbook/domain/rules';
import { createItem, ITEM_CATALOGUE, QUESTION_TYPES, type ItemType } from '@fieldbook/domain/templates';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PreviewAnswer } from '../preview-answer';
import { locationErrorKey } from './location-answer';
import { PREVIEW_ANSWERS } from './registry';
import { scanFormats } from './barcode-scanner';

const state = (itemId: string, value: AnswerValue = null): ItemState => ({
  item_id: itemId,
  instance: 0,
  visible: true,
  hidden: false,
  enabled: true,
  required: false,
  color: null,
  score: null,
  max_score: 0,
  rating: null,
  media_required: false,
  note_required: false,
  action_required: false,
  value,
  excluded_from_report: false,
  issues: [],
});

function mount(
  type: ItemType,
  onAnswer = vi.fn(),
  value: AnswerValue = null,
  options: Record<string, unknown> = {},
) {
  const item = createItem(type, { title: 'Question', options });
  render(
    <MantineProvider env="test">
      <PreviewAnswer
        item={item}
        state={state(item.id, value)}
        options={[]}
        label="Question"
        onAnswer={onAnswer}
      />
    </MantineProvider>,
  );
  return { item, onAnswer };
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the answer registry', () => {
  it('has a control for every question type that is not deprecated (instructions are drawn as text)', () => {
    const missing = QUESTION_TYPES.filter(
      (type) => !ITEM_CATALOGUE[type].deprecated && type !== 'instruction' && !PREVIEW_ANSWERS[type],
    );
    expect(missing).toEqual([]);
  });
});

describe('numbers and dates', () => {
  it("shows a number question's and a calculation's unit", () => {
    mount('number', vi.fn(), 12, { units: ['bar'] });
    expect(screen.getByText('bar')).toBeTruthy();
    render(
      <MantineProvider env="test">
        <PreviewAnswer
          item={createItem('calculation', { title: 'In kPa', options: { units: ['kPa'] } })}
          state={state('calc', 1200)}
          options={[]}
          label="In kPa"
          onAnswer={vi.fn()}
        />
      </MantineProvider>,
    );
    expect(screen.getByText('1200 kPa')).toBeTruthy();
  });

  it('asks a year-only date for a year and answers the typed year', () => {
    const { onAnswer } = mount('datetime', vi.fn(), null, { date_time_shape: 'year' });
    const field = screen.getByLabelText('Question');
    expect(field.getAttribute('type')).toBe('number');
    fireEvent.change(field, { target: { value: '2026' } });
    expect(onAnswer).toHaveBeenCalledWith('2026');
  });
});

describe('the location question', () => {
  it('answers "lat,lng" from the device fix', () => {
    vi.stubGlobal('navigator', {
      ...navigator,
      geolocation: {
        getCurrentPosition: (ok: PositionCallback) =>
          ok({ coords: { latitude: 48.1371234567, longitude: 11.5753 } } as GeolocationPosition),
      },
    });
    const { onAnswer } = mount('inspection_location');
    fireEvent.click(screen.getByRole('button', { name: 'location.useMine' }));
    expect(onAnswer).toHaveBeenCalledWith('48.137123,11.5753');
    expect(screen.getByLabelText('location.lat')).toHaveProperty('value', '48.137123');
  });

  it('says so when the person refuses, and takes a typed position', () => {
    vi.stubGlobal('navigator', {
      ...navigator,
      geolocation: {
        getCurrentPosition: (_: PositionCallback, fail: PositionErrorCallback) =>
          fail({ code: 1 } as GeolocationPositionError),
      },
    });
    const { onAnswer } = mount('inspection_location');
    fireEvent.click(screen.getByRole('button', { name: 'location.useMine' }));
    expect(screen.getByRole('alert').textContent).toBe('location.denied');
    fireEvent.change(screen.getByLabelText('location.lat'), { target: { value: '-33.9' } });
    expect(onAnswer).not.toHaveBeenCalled();
    expect(screen.getByText('location.invalid')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('location.lng'), { target: { value: '151.2' } });
    expect(onAnswer).toHaveBeenCalledWith('-33.9,151.2');
  });

  it('tells a missing fix from a refusal', () => {
    expect(locationErrorKey({ code: 2 })).toBe('location.unavailable');
    expect(locationErrorKey({ code: 3 })).toBe('location.unavailable');
    expect(locationErrorKey(null)).toBe('location.unavailable');
  });
});

describe('the QR and barcode questions', () => {
  it('takes a typed code where the browser cannot scan', () => {
    const { onAnswer } = mount('barcode');
    expect(screen.queryByRole('button', { name: 'scan.scan' })).toBeNull();
    fireEvent.change(screen.getByLabelText('Question'), { target: { value: '4006381333931' } });
    expect(onAnswer).toHaveBeenCalledWith('4006381333931');
  });

  it('reads the code from the camera with the BarcodeDetector, then stops the camera', async () => {
    const stop = vi.fn();
    const formats: string[][] = [];
    vi.stubGlobal(
      'BarcodeDetector',
      class {
        constructor(options: { formats: string[] }) {
          formats.push(options.formats);
        }
        detect = () => Promise.resolve([{ rawValue: 'https://example.org/pump/7' }]);
      },
    );
    vi.stubGlobal('navigator', {
      ...navigator,
      mediaDevices: { getUserMedia: () => Promise.resolve({ getTracks: () => [{ stop }] }) },
    });
    vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
    const { onAnswer } = mount('qr');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'scan.scan' })));
    await waitFor(() => expect(onAnswer).toHaveBeenCalledWith('https://example.org/pump/7'));
    expect(formats[0]).toEqual(['qr_code']);
    await waitFor(() => expect(stop).toHaveBeenCalled());
  });

  it('scans one-dimensional codes for a barcode question', () => {
    expect(scanFormats('barcode')).toContain('ean_13');
  });
});

describe('controls that need the runner', () => {
  it('show the runner\'s control disabled in the builder preview, never "only in the app"', () => {
    mount('photo');
    expect(screen.getByRole('button', { name: 'media.photo' })).toHaveProperty('disabled', true);
    mount('person');
    expect(screen.getAllByPlaceholderText('pickedWhenConducting')[0]).toHaveProperty('disabled', true);
    expect(screen.queryByText('onlyInApp')).toBeNull();
  });

  it('shows the document number read-only', () => {
    mount('document_id', vi.fn(), 'INS-0042');
    expect(screen.getByLabelText('Question')).toHaveProperty('readOnly', true);
    expect(screen.getByLabelText('Question')).toHaveProperty('value', 'INS-0042');
  });
});
