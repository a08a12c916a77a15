/**
 * Whether a page fits the screen it is shown on, as a reader sees it: the page does not scroll
 * sideways, and no visible text is cut off or sticks out of its box. Text may only go past its
 * box inside a deliberate scroll container (the wrapper of a Markdown table), which must then be
 * reachable from the keyboard (focusable) to be scrolled.
 */
import type { Page } from '@playwright/test'

export interface FitProblem {
  /** What is wrong, with the element concerned. */
  problem: string
  /** The text concerned (its start), if any. */
  text: string
}

/**
 * The problems of the page as it is now shown: whether it scrolls sideways as it is, then, with
 * every `<details>` (the menu, the sourced products) opened, whether it does and whether any
 * visible text does not fit.
 */
export async function screenFitProblems(page: Page): Promise<FitProblem[]> {
  return page.evaluate(() => {
    const problems: { problem: string; text: string }[] = []
    const root = document.documentElement
    const screen = root.clientWidth
    const tolerance = 1
    const scrollsSideways = (state: string) => {
      if (root.scrollWidth > screen + tolerance)
        problems.push({
          problem: `the page scrolls sideways${state}: ${root.scrollWidth} px wide on a ${screen} px screen`,
          text: '',
        })
    }
    scrollsSideways('')
    const closed = Array.from(document.querySelectorAll('details')).filter((details) => !details.open)
    if (closed.length) {
      for (const details of closed) details.open = true
      if (problems.length === 0) scrollsSideways(' with the menu and every disclosure open')
    }

    const name = (element: Element) => {
      const classes = Array.from(element.classList).slice(0, 2)
      return `<${element.tagName.toLowerCase()}${classes.length ? ` class="${classes.join(' ')}"` : ''}>`
    }

    /** An element's box: what it clips (overflow other than visible) or shows (a border or a
     *  background); none for inline boxes, which wrap with their text. Read once per element. */
    type Box = {
      style: CSSStyleDeclaration
      outer: DOMRect
      inner: { left: number; top: number; right: number; bottom: number }
      drawn: boolean
      hidden: boolean
    }
    const boxes = new Map<Element, Box | undefined>()
    const boxOf = (element: Element): Box | undefined => {
      if (boxes.has(element)) return boxes.get(element)
      const style = getComputedStyle(element)
      const outer = element.getBoundingClientRect()
      // Text for screen readers only, in a box clipped to a pixel (visually hidden), is not shown.
      const hidden = outer.width <= 1 && outer.height <= 1 && style.overflow !== 'visible'
      let box: Box | undefined
      if (hidden || (style.display !== 'inline' && style.display !== 'contents')) {
        const inner = {
          left: outer.left + element.clientLeft,
          top: outer.top + element.clientTop,
          right: outer.left + element.clientLeft + element.clientWidth,
          bottom: outer.top + element.clientTop + element.clientHeight,
        }
        const drawn =
          ['top', 'right', 'bottom', 'left'].some(
            (side) =>
              parseFloat(style.getPropertyValue(`border-${side}-width`)) > 0 &&
              style.getPropertyValue(`border-${side}-style`) !== 'none',
          ) ||
          style.backgroundImage !== 'none' ||
          !/^(transparent|rgba\(0, 0, 0, 0\))$/.test(style.backgroundColor)
        box = { style, outer, inner, drawn, hidden }
      }
      boxes.set(element, box)
      return box
    }

    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const content = node.textContent ?? ''
      if (!content.trim()) continue
      const parent = node.parentElement
      if (!parent || !parent.checkVisibility({ opacityProperty: true, visibilityProperty: true })) continue
      const range = document.createRange()
      range.selectNodeContents(node)
      const rects = Array.from(range.getClientRects()).filter((rect) => rect.width > 0 && rect.height > 0)
      if (rects.length === 0) continue
      const text = content.trim().replace(/\s+/g, ' ').slice(0, 60)
      const ancestors: Element[] = []
      for (let element: Element | null = parent; element && element !== root; element = element.parentElement)
        ancestors.push(element)
      if (ancestors.some((element) => boxOf(element)?.hidden)) continue

      // The parts of the text not yet clipped by a box on the way out: a scroll container shows
      // the rest of its content when scrolled, a box that hides its overflow never does.
      let shown = rects.map(({ left, right, top, bottom }) => ({ left, right, top, bottom }))
      const before = problems.length
      for (const element of ancestors) {
        // The innermost box the text does not fit is the one to fix: the boxes around it follow.
        if (problems.length > before) break
        const box = boxOf(element)
        if (!box) continue
        const { style, outer, inner, drawn } = box
        for (const axis of ['x', 'y'] as const) {
          const overflow = axis === 'x' ? style.overflowX : style.overflowY
          const [start, end] = axis === 'x' ? (['left', 'right'] as const) : (['top', 'bottom'] as const)
          const out = shown.some((rect) => rect[start] < inner[start] - tolerance || rect[end] > inner[end] + tolerance)
          if (overflow === 'visible') continue
          if (out && (overflow === 'hidden' || overflow === 'clip'))
            problems.push({ problem: `cut off by ${name(element)} (overflow-${axis}: ${overflow})`, text })
          else if (out && axis === 'x') {
            if ((element as HTMLElement).tabIndex < 0)
              problems.push({
                problem: `only seen by scrolling ${name(element)} sideways, which the keyboard cannot reach (it is not focusable)`,
                text,
              })
          }
          shown = shown
            .map((rect) => ({
              ...rect,
              [start]: Math.max(rect[start], inner[start]),
              [end]: Math.min(rect[end], inner[end]),
            }))
            .filter((rect) => rect[end] > rect[start])
        }
        // A box that clips nothing but is drawn (a button, a card, a pill): the text stays inside it.
        if (
          drawn &&
          style.overflowX === 'visible' &&
          shown.some((rect) => rect.left < outer.left - tolerance || rect.right > outer.right + tolerance)
        )
          problems.push({ problem: `sticks out of ${name(element)}`, text })
      }
      if (problems.length === before && shown.some((rect) => rect.left < -tolerance || rect.right > screen + tolerance))
        problems.push({ problem: `goes past the edge of the ${screen} px screen`, text })
    }
    // One line per problem and text, however many lines of text show it.
    return problems.filter(
      (problem, index) =>
        problems.findIndex((other) => other.problem === problem.problem && other.text === problem.text) === index,
    )
  })
}
