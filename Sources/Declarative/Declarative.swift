// Module Declarative: platform-free configuration values, builders and state values.
