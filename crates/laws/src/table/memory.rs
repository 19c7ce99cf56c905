//! What a code's laws remember between events, kept by the table for the code.
//!
//! A code's laws sometimes need to remember something the state does not show: a suit the
//! declarer called for the next lead of either adversary (1912 Law 76), the penalties in honor
//! points a deal has incurred (1915), the trick in which dummy suggested a play (2017 Law 45F).
//! The table keeps each code's memory in the fold, so it is derived from the log like the
//! state, but never reads it: the type is the code's own, defined beside the laws that use it.
//! A code that remembers nothing costs nothing.

use std::any::Any;
use std::fmt;

/// A value a code's laws keep between events: any type that can be cloned, compared and
/// shown, as the fold requires of its state.
pub trait Memory: Any + fmt::Debug + Send + Sync {
    /// A copy, for the fold's copy of the state.
    fn boxed_clone(&self) -> Box<dyn Memory>;
    /// Whether `other` is the same value.
    fn same_as(&self, other: &dyn Memory) -> bool;
    /// The value, to be read as its own type.
    fn as_any(&self) -> &dyn Any;
    /// The value, to be changed as its own type.
    fn as_any_mut(&mut self) -> &mut dyn Any;
}

impl<T: Any + Clone + fmt::Debug + PartialEq + Send + Sync> Memory for T {
    fn boxed_clone(&self) -> Box<dyn Memory> {
        Box::new(self.clone())
    }

    fn same_as(&self, other: &dyn Memory) -> bool {
        other.as_any().downcast_ref::<T>() == Some(self)
    }

    fn as_any(&self) -> &dyn Any {
        self
    }

    fn as_any_mut(&mut self) -> &mut dyn Any {
        self
    }
}

/// A value of a code's own type kept in the fold: a memory, or a question its laws asked and
/// will answer.
#[derive(Debug)]
pub struct Kept(Box<dyn Memory>);

impl Kept {
    /// Keeps `value`.
    pub(crate) fn new(value: impl Memory) -> Kept {
        Kept(Box::new(value))
    }

    /// The value, if it is of type `T`.
    pub(crate) fn get<T: Memory>(&self) -> Option<&T> {
        self.0.as_any().downcast_ref::<T>()
    }
}

impl Clone for Kept {
    fn clone(&self) -> Self {
        Kept(self.0.boxed_clone())
    }
}

impl PartialEq for Kept {
    fn eq(&self, other: &Self) -> bool {
        self.0.same_as(other.0.as_ref())
    }
}

impl Eq for Kept {}

/// The memories of a table's code, one of each type, made when first written.
#[derive(Debug, Default)]
pub(crate) struct CodeMemory(Vec<Box<dyn Memory>>);

impl CodeMemory {
    /// The memory of type `T`, if the code has written one.
    pub(crate) fn get<T: Memory>(&self) -> Option<&T> {
        self.0
            .iter()
            .find_map(|memory| memory.as_any().downcast_ref::<T>())
    }

    /// The memory of type `T`, made (empty) if the code has not written one yet.
    pub(crate) fn get_mut<T: Memory + Default>(&mut self) -> &mut T {
        if !self.0.iter().any(|memory| memory.as_any().is::<T>()) {
            self.0.push(Box::new(T::default()));
        }
        self.0
            .iter_mut()
            .find_map(|memory| memory.as_any_mut().downcast_mut::<T>())
            .expect("a memory of type T was found or has just been made")
    }
}

impl Clone for CodeMemory {
    fn clone(&self) -> Self {
        CodeMemory(self.0.iter().map(|memory| memory.boxed_clone()).collect())
    }
}

impl PartialEq for CodeMemory {
    fn eq(&self, other: &Self) -> bool {
        self.0.len() == other.0.len()
            && self
                .0
                .iter()
                .all(|memory| other.0.iter().any(|theirs| memory.same_as(theirs.as_ref())))
    }
}

impl Eq for CodeMemory {}

#[cfg(test)]
mod tests {
    use super::*;

    #[derive(Clone, Debug, Default, PartialEq)]
    struct Called(Option<u8>);

    #[derive(Clone, Debug, Default, PartialEq)]
    struct Counted(u32);

    /// Each type has its own memory, made when first written; copies compare equal until one
    /// of them is changed.
    #[test]
    fn one_memory_of_each_type() {
        let mut memory = CodeMemory::default();
        assert_eq!(memory.get::<Called>(), None);
        memory.get_mut::<Called>().0 = Some(3);
        memory.get_mut::<Counted>().0 += 2;
        memory.get_mut::<Counted>().0 += 2;
        assert_eq!(memory.get::<Called>(), Some(&Called(Some(3))));
        assert_eq!(memory.get::<Counted>(), Some(&Counted(4)));
        let copy = memory.clone();
        assert_eq!(copy, memory);
        memory.get_mut::<Counted>().0 += 1;
        assert_ne!(copy, memory);
        assert_eq!(copy.get::<Counted>(), Some(&Counted(4)));
    }
}
