import { Component, type ErrorInfo, type ReactNode } from "react";

interface SectionErrorBoundaryProps {
  /** What the section shows instead; `reset` renders the children again (after a retry). */
  fallback: (reset: () => void) => ReactNode;
  children: ReactNode;
}

/**
 * One home section's guard: whatever its data looks like, a failure while drawing it replaces that section
 * with its failure view and leaves the rest of the page alone (ADR 012).
 */
export class SectionErrorBoundary extends Component<SectionErrorBoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error("home section failed to render", error, info.componentStack);
  }

  reset = () => this.setState({ failed: false });

  override render() {
    return this.state.failed ? this.props.fallback(this.reset) : this.props.children;
  }
}
