//! Serialize the small value types as the strings people write (`"N"`, `"SA"`, `"NS"`).

/// Implements `Serialize` and `Deserialize` through `Display` and `FromStr`, so a value is
/// written as people write it (`"SA"`, `"1NT"`). The crate using it needs `serde`.
#[macro_export]
macro_rules! serde_via_str {
    ($ty:ty) => {
        impl serde::Serialize for $ty {
            fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
                s.collect_str(self)
            }
        }
        impl<'de> serde::Deserialize<'de> for $ty {
            fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
                let text = <std::borrow::Cow<'de, str>>::deserialize(d)?;
                text.parse().map_err(serde::de::Error::custom)
            }
        }
    };
}
