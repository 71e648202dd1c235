import { describe, expect, it, vi } from 'vitest';
import type { MouseEvent as ReactMouseEvent, PointerEvent as ReactPointerEvent } from 'react';
import { pressActivation } from './command-context';
import type { EditorCommand } from './command-types';

const command = (onPress: boolean) => ({ id: 'undo', onPress }) as unknown as EditorCommand;
const pointer = (pointerType: string, button = 0) => ({ pointerType, button }) as ReactPointerEvent;
const mouse = (detail = 1) =>
  ({ detail, preventDefault: vi.fn(), stopPropagation: vi.fn() }) as unknown as ReactMouseEvent;

describe('pressActivation', () => {
  it('runs an onPress command on the mouse press, keeps the focus, and skips the click after it', () => {
    const run = vi.fn();
    const a = pressActivation(command(true), run);
    a.onPointerDown(pointer('mouse'));
    const down = mouse();
    a.onMouseDown(down);
    expect(run).toHaveBeenCalledTimes(1);
    expect(down.preventDefault).toHaveBeenCalled();
    a.onClick(mouse());
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('runs on click for the keyboard, touch, other buttons and ordinary commands', () => {
    const run = vi.fn();
    const a = pressActivation(command(true), run);
    a.onClick(mouse(0));
    a.onPointerDown(pointer('touch'));
    a.onClick(mouse());
    a.onPointerDown(pointer('mouse', 2));
    a.onClick(mouse());
    const plain = pressActivation(command(false), run);
    plain.onPointerDown(pointer('mouse'));
    const down = mouse();
    plain.onMouseDown(down);
    plain.onClick(mouse());
    expect(run).toHaveBeenCalledTimes(4);
    expect(down.preventDefault).not.toHaveBeenCalled();
  });

  it('still answers the keyboard after a press whose click never came (the button got disabled)', () => {
    const run = vi.fn();
    const a = pressActivation(command(true), run);
    a.onPointerDown(pointer('mouse'));
    a.onClick(mouse(0));
    expect(run).toHaveBeenCalledTimes(2);
  });
});
